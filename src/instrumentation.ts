// Before the first request: bad settings stop the server with one message naming every problem.
export async function register(): Promise<void> {
  // Written out, not isNextNodeRuntime(): Next replaces this very expression when it compiles.
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
  // tests/e2e/foundation checks which Node serves the site.
  if (!isNextBuild()) console.info(`roomwise: node ${process.version}, role ${settings.role}`)
  const { installRequestChannel } = await import('@/lib/http/requestChannel')
  installRequestChannel(settings.http.trustProxyHops, settings.http.bodyTimeoutMs)
  const { installPageCache } = await import('@/lib/pageCache/configurePageCache')
  installPageCache(settings.redisUrl)
  if (!settings.redisUrl && !isNextBuild()) {
    const { expirePagesFromBeforeStart } =
      await import('@/lib/pageCache/expirePagesFromBeforeStart')
    expirePagesFromBeforeStart()
  }
  // Covers `next start` run alone (`npm run serve` checked the schema already).
  if (settings.databaseUrl) {
    const { checkSchemaAtBoot } = await import('@/lib/db/readSchemaState')
    await checkSchemaAtBoot(settings.databaseUrl)
  }
}
