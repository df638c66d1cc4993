import { errorNamed } from '@/lib/errors/errorNamed'
import { dataDir } from './directories'
import { readOrCreateLocalSecrets } from './localSecrets'
import { loadSettings } from './loadSettings'
import type { Settings } from './loadSettings'

export type { Settings } from './loadSettings'
export { dataDir } from './directories'

export class SettingsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SettingsError'
  }
}

export const isSettingsError = errorNamed<SettingsError>('SettingsError')

let cached: Settings | undefined

// Throws a SettingsError naming every bad setting.
export function getSettings(): Settings {
  if (cached) return cached
  const result = loadSettings(process.env, {
    localSecrets: () => readOrCreateLocalSecrets(dataDir()),
  })
  if (!result.ok) throw new SettingsError(result.message)
  if (result.defaults.length > 0 && process.env.ROOMWISE_DEFAULTS_ANNOUNCED !== '1') {
    process.env.ROOMWISE_DEFAULTS_ANNOUNCED = '1'
    console.info(
      [
        'Roomwise local mode, using these defaults:',
        ...result.defaults.map((d) => `  - ${d}`),
      ].join('\n'),
    )
  }
  cached = result.settings
  return cached
}
