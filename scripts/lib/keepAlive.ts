/**
 * `next start` keeps an idle connection open 65 s instead of Node's 5 s. A client (nginx's
 * upstream pool, kept 60 s; undici in the tests) that sends on a connection the server has just
 * closed as idle gets "upstream prematurely closed" / "other side closed": the server must be the
 * side that waits longer. `npm run serve` passes the same flag (package.json).
 */
export const KEEP_ALIVE_ARGS = ['--keepAliveTimeout', '65000'] as const
