export type AppMode = 'production' | 'local'

/**
 * Production is `NODE_ENV=production`, unless the local launcher (`npm start`) marked the
 * process with `ROOMWISE_LOCAL=1`: `next build`/`next start` always set NODE_ENV=production,
 * so NODE_ENV alone cannot tell a laptop from a server.
 */
export type Env = Record<string, string | undefined>

export function resolveMode(env: Env): AppMode {
  if (env.NODE_ENV === 'production' && env.ROOMWISE_LOCAL !== '1') return 'production'
  return 'local'
}
