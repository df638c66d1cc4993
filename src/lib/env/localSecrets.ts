import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export type LocalSecrets = {
  payloadSecret: string
  authSecret: string
}

// Generated once and kept in the data folder so sessions survive restarts; never in production.
export function readOrCreateLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json')
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
  fs.mkdirSync(dataDir, { recursive: true })
  // wx: if another process won the race, use its secrets instead of overwriting them
  try {
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' })
    return secrets
  } catch {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LocalSecrets
  }
}
