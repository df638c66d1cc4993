/**
 * Runs once when the server starts, before it serves a request: a server with bad settings must
 * refuse to start with one message naming every problem, not fail later on some customer's click.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { getSettings, SettingsError } = await import('@/lib/env')
  let settings: ReturnType<typeof getSettings>
  try {
    settings = getSettings()
  } catch (error) {
    console.error(error instanceof SettingsError ? error.message : error)
    process.exit(1)
  }
  // Rate limits count clients by address; only the server's socket (or a trusted proxy) can tell it.
  const { installClientAddress } = await import('@/lib/http/installClientAddress')
  installClientAddress(settings.http.trustProxyHops)
  // Slow clients (slowloris, a stalled upload) are cut off: headers within 20 s, a request within
  // the body timeout.
  const { installServerTimeouts } = await import('@/lib/http/serverTimeouts')
  installServerTimeouts(settings.http.bodyTimeoutMs)
  // Next's page cache: Redis shared by every instance with REDIS_URL, else this process's memory.
  const { installPageCache } = await import('@/lib/pageCache/configurePageCache')
  installPageCache(settings.redisUrl)
  // Migrations are a release step: on a schema older than this build the server refuses to start
  // (`npm run serve` checked already; this covers `next start` run alone).
  if (settings.databaseUrl) {
    const { checkSchemaAtBoot } = await import('@/lib/db/checkSchemaAtBoot')
    await checkSchemaAtBoot(settings.databaseUrl)
  }
}
