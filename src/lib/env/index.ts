import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { errorNamed } from '@/lib/errors/errorNamed'
import { dataDir } from './directories'
import { loadSettings, type LocalSecrets, type Settings } from './loadSettings'

export type { Settings } from './loadSettings'
export { dataDir } from './directories'

export class SettingsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SettingsError'
  }
}

export const isSettingsError = errorNamed<SettingsError>('SettingsError')

// Generated once and kept in the data folder so sessions survive restarts; never in production.
function readOrCreateLocalSecrets(): LocalSecrets {
  const dir = dataDir()
  const file = path.join(dir, 'secrets.json')
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LocalSecrets>
    if (parsed.payloadSecret && parsed.authSecret) return parsed as LocalSecrets
  } catch {
    // missing or unreadable: generate below
  }
  const secrets: LocalSecrets = {
    payloadSecret: randomBytes(32).toString('hex'),
    authSecret: randomBytes(32).toString('hex'),
  }
  fs.mkdirSync(dir, { recursive: true })
  // wx: if another process won the race, use its secrets instead of overwriting them
  try {
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' })
    return secrets
  } catch {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LocalSecrets
  }
}

let cached: Settings | undefined

// Throws a SettingsError naming every bad setting.
export function getSettings(): Settings {
  if (cached) return cached
  const result = loadSettings(process.env, { localSecrets: readOrCreateLocalSecrets })
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
