export type AppMode = 'production' | 'local'

// `next build`/`next start` always set NODE_ENV=production, so the launcher marks a laptop with ROOMWISE_LOCAL=1.
export type Env = Record<string, string | undefined>

export function resolveMode(env: Env): AppMode {
  if (env.NODE_ENV === 'production' && env.ROOMWISE_LOCAL !== '1') return 'production'
  return 'local'
}
