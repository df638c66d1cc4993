/**
 * Imported first by scripts/worker.ts, before Payload's config (which reads the settings as it
 * loads): bad settings, a web role or no database end the worker here with one message, exit 1.
 */
import { getSettings, isSettingsError, type Settings } from '@/lib/env'

export const failWorker = (message: string): never => {
  console.error(`worker: ${message}`)
  process.exit(1)
}

let loaded: Settings
try {
  loaded = getSettings()
} catch (error) {
  loaded = failWorker(isSettingsError(error) ? error.message : String(error))
}
if (loaded.role === 'web')
  failWorker('ROOMWISE_ROLE is web, and a web instance never runs jobs; unset it or set worker.')

export const settings: Settings = loaded
export const databaseUrl: string =
  loaded.databaseUrl ??
  failWorker(
    'DATABASE_URL is required: a worker runs the queues of the database the web instances use.',
  )
