/**
 * Runs once when the server starts, before it serves a request: a server with bad settings must
 * refuse to start with one message naming every problem, not fail later on some customer's click.
 */
export async function register(): Promise<void> {
  // Written out, not isNextNodeRuntime(): Next replaces this very expression when it compiles, so
  // no other runtime's bundle holds the Node-only imports below.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { getSettings, isSettingsError } = await import('@/lib/env')
  const { isNextBuild } = await import('@/lib/env/nextProcess')
  let settings: ReturnType<typeof getSettings>
  try {
    settings = getSettings()
  } catch (error) {
    console.error(isSettingsError(error) ? error.message : error)
    process.exit(1)
  }
  // Which Node serves the site (the `node` dependency's, see README): tests/e2e/foundation checks it.
  if (!isNextBuild()) console.info(`roomwise: node ${process.version}, role ${settings.role}`)
  // Rate limits count clients by address; only the server's socket (or a trusted proxy) can tell it.
  const { installClientAddress } = await import('@/lib/http/installClientAddress')
  installClientAddress(settings.http.trustProxyHops)
  // Slow clients (slowloris, a stalled upload) are cut off: headers within 20 s, a request within
  // the body timeout; a pipelining client gets at most 100 requests a connection.
  const { installServerBounds } = await import('@/lib/http/serverBounds')
  installServerBounds(settings.http.bodyTimeoutMs)
  // A body left half-read by an early answer must not hold up the next request on its connection.
  const { installUnreadBodyDiscard } = await import('@/lib/http/unreadBodies')
  installUnreadBodyDiscard()
  // Next's page cache with REDIS_URL: shared by every instance through Redis (next.config.ts gives
  // Next our handler only then; without it Next keeps its own cache in this process).
  const { installPageCache } = await import('@/lib/pageCache/configurePageCache')
  installPageCache(settings.redisUrl)
  if (!settings.redisUrl && !isNextBuild()) {
    // Without it, Next's own cache: nothing cached before this start may be served as fresh.
    const { expirePagesFromBeforeStart } =
      await import('@/lib/pageCache/expirePagesFromBeforeStart')
    expirePagesFromBeforeStart()
  }
  // Migrations are a release step: on a schema older than this build the server refuses to start
  // (`npm run serve` checked already; this covers `next start` run alone).
  if (settings.databaseUrl) {
    const { checkSchemaAtBoot } = await import('@/lib/db/checkSchemaAtBoot')
    await checkSchemaAtBoot(settings.databaseUrl)
  }
}
