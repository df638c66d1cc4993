import { spawn } from 'node:child_process'

import { freePort } from '../../scripts/lib/freePort'
import { migrations } from '@/migrations'
import { VALID_PRODUCTION_SETTINGS } from '../support/productionSettings'
import { withScratchDatabase } from '../support/scratchDatabase'

/**
 * Runs a production start on a free port with none of the settings (plus `extra`), and records what
 * a deployer would see. `how` is the command and its arguments for that port.
 */
async function startWithoutSettings(
  how: (port: string) => [command: string, ...args: string[]],
  extra: Record<string, string> = {},
) {
  const [command, ...args] = how(String(await freePort()))
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' }
  for (const key of Object.keys(env)) {
    if (
      /^(DATABASE_URL|PAYLOAD_SECRET|AUTH_|RESEND|REPLICATE|STRIPE|NEXT_PUBLIC_|ROOMWISE_LOCAL|ADMIN_EMAILS)/.test(
        key,
      )
    )
      delete env[key]
  }
  Object.assign(env, extra)
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { env })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

const serve = (port: string): [string, ...string[]] => ['npm', 'run', 'serve', '--', '--port', port]

const MISSING = [
  'DATABASE_URL',
  'PAYLOAD_SECRET',
  'AUTH_SECRET',
  'AUTH_GOOGLE_ID',
  'AUTH_GOOGLE_SECRET',
  'RESEND_API_KEY',
  'REPLICATE_API_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'NEXT_PUBLIC_APP_URL',
]

describe('a production start with settings missing', () => {
  it('`npm run serve` exits non-zero before the server starts, naming every missing setting once', async () => {
    const { code, output } = await startWithoutSettings(serve)
    expect(code).toBe(1)
    expect(output).not.toContain('Ready in')
    expect(output.match(/Roomwise cannot start in production/g)).toHaveLength(1)
    for (const name of MISSING) expect(output).toContain(`${name} is missing`)
  }, 90_000)

  it('`next start` alone is stopped by the same check when the server boots', async () => {
    const { code, output } = await startWithoutSettings((port) => [
      'npx',
      'next',
      'start',
      '--port',
      port,
    ])
    expect(code).toBe(1)
    for (const name of MISSING) expect(output).toContain(`${name} is missing`)
    expect(output).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/) // a message, not a stack trace
  }, 90_000)

  it.each([
    [
      'refuses the local sign-in in production even when every other setting is valid',
      { AUTH_LOCAL_SIGNIN: 'true' },
      'AUTH_LOCAL_SIGNIN must not be enabled in production',
    ],
    [
      'refuses a Stripe stand-in address in production: a real deploy must talk to Stripe',
      { STRIPE_API_BASE: 'http://127.0.0.1:4242' },
      'STRIPE_API_BASE must not be set in production',
    ],
  ])(
    '%s',
    async (_name, wrong, message) => {
      const { code, output } = await startWithoutSettings(serve, {
        ...VALID_PRODUCTION_SETTINGS,
        ...wrong,
      })
      expect(code).toBe(1)
      expect(output).toContain(message)
      expect(output).not.toContain('Ready in')
    },
    90_000,
  )
})

describe('a production start on a database older than the build', () => {
  const needs = migrations.at(-1)?.name
  it.each([
    ['`npm run serve`', serve],
    [
      '`next start` alone',
      (port: string): [string, ...string[]] => ['npx', 'next', 'start', '--port', port],
    ],
  ])(
    '%s refuses to serve, saying which migration the database is at and to run `npm run migrate`',
    async (_name, how) => {
      await withScratchDatabase('e2e_unmigrated', async (url) => {
        const { code, output } = await startWithoutSettings(how, {
          ...VALID_PRODUCTION_SETTINGS,
          DATABASE_URL: url,
        })
        expect(code).toBe(1)
        expect(output).toContain(
          `the database is at migration none (no migration applied), this build needs ${needs}: run \`npm run migrate\` first`,
        )
        expect(output).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/)
      })
    },
    90_000,
  )
})
