/** Validates the settings the way the server will, and exits 1 with one message if any is wrong. */
import { getSettings, SettingsError } from '../src/lib/env'

try {
  const settings = getSettings()
  console.info(`Settings are valid (${settings.mode} mode).`)
} catch (error) {
  console.error(error instanceof SettingsError ? error.message : error)
  process.exit(1)
}
