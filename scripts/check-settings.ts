/**
 * Runs before `next start` (`npm run serve`): validates the settings the way the server will, then
 * checks that the database has every migration this build needs. Exits 1 with one message if either
 * is wrong; a database newer than the build (a rollback) is a warning and the server starts.
 */
import { getSettings, isSettingsError } from '../src/lib/env'
import { readSchemaState } from '../src/lib/db/readSchemaState'
import { describeSchema } from '../src/lib/db/schemaVersion'

let settings: ReturnType<typeof getSettings>
try {
  settings = getSettings()
  console.info(`Settings are valid (${settings.mode} mode).`)
} catch (error) {
  console.error(isSettingsError(error) ? error.message : error)
  process.exit(1)
}

// Without DATABASE_URL (local mode) there is no database yet: the launcher starts and migrates it.
if (settings.databaseUrl) {
  try {
    const state = await readSchemaState(settings.databaseUrl)
    const message = describeSchema(state)
    if (state.kind === 'older') {
      console.error(message)
      process.exit(1)
    }
    if (state.kind === 'newer') console.warn(message)
    else console.info(message)
  } catch (error) {
    console.error(
      `Roomwise cannot check the database's migrations (${error instanceof Error ? error.message : String(error)}): ` +
        'is DATABASE_URL right and the database up?',
    )
    process.exit(1)
  }
}
