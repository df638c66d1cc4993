/** @jest-environment node */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// The real entry point a deploy runs before `next start`: a process, its exit code and its output.
function runCheck(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-settings-'))
  const childEnv: NodeJS.ProcessEnv = { ...process.env }
  for (const key of Object.keys(childEnv)) {
    if (
      /^(NODE_ENV|DATABASE_URL|PAYLOAD_SECRET|AUTH_|RESEND|REPLICATE|STRIPE|NEXT_PUBLIC_|ROOMWISE_)/.test(
        key,
      )
    )
      delete childEnv[key]
  }
  Object.assign(childEnv, { ROOMWISE_DATA_DIR: dataDir }, env)
  const result = spawnSync('npx', ['tsx', 'scripts/check-settings.ts'], {
    env: childEnv,
    encoding: 'utf8',
  })
  fs.rmSync(dataDir, { recursive: true, force: true })
  return result
}

describe('scripts/check-settings.ts', () => {
  it('exits non-zero in production with one message naming each missing setting', () => {
    const result = runCheck({ NODE_ENV: 'production', AUTH_URL: 'not-a-url' })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Roomwise cannot start in production')
    for (const name of [
      'DATABASE_URL',
      'PAYLOAD_SECRET',
      'AUTH_SECRET',
      'AUTH_GOOGLE_ID',
      'STRIPE_WEBHOOK_SECRET',
    ]) {
      expect(result.stderr).toContain(`${name} is missing`)
    }
    expect(result.stderr).toContain('AUTH_URL must be a valid http(s) URL')
    expect(result.stderr).not.toMatch(/\n\s+at /) // no stack trace
  }, 60_000)

  it('passes locally with nothing set', () => {
    const result = runCheck({})
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('Settings are valid (local mode)')
  }, 60_000)
})
