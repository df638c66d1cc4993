/**
 * Imported first by entry points that import Payload's config statically: the config reads the
 * settings as it loads, so a bad setting ends the process here with its one message instead of
 * an exception (and a stack) from inside the config.
 */
import { getSettings, isSettingsError } from '@/lib/env'

try {
  getSettings()
} catch (error) {
  console.error(isSettingsError(error) ? error.message : error)
  process.exit(1)
}
