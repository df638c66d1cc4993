/**
 * End-to-end tests against the real, built server: a throwaway embedded PostgreSQL, migrations and
 * seed, `next build`, `next start` on a free port, then the Jest e2e project driving Debian's
 * Chromium. E2E_SKIP_BUILD=1 reuses an existing build (only when it was built from this database).
 */
import { spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startEmbeddedPostgres } from '../src/lib/db/embeddedPostgres'
import { freePort } from '../src/lib/db/freePort'
import { runToEnd, spawnGroup, stopChild } from '../src/lib/launcher/childProcess'
import { waitForHealthy } from '../src/lib/testing/waitForHealthy'
import { findChromium } from '../tests/support/chromium'
import { startOidcStandIn } from '../tests/support/oidcStandIn'
import { startStripeStandIn } from '../tools/stripeStandIn'

function ensureChromium(): string {
  const found = findChromium()
  if (found) return found
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.info('Chromium is missing; installing Debian’s package (apt-get install -y chromium)…')
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  }
  const installed = findChromium()
  if (!installed) {
    console.error('End-to-end tests need Chromium. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH.')
    process.exit(1)
  }
  return installed
}

const chromiumPath = ensureChromium()
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-e2e-'))
fs.chmodSync(root, 0o755)
const database = await startEmbeddedPostgres({ databaseDir: path.join(root, 'pg'), ephemeral: true })
const port = await freePort()
const baseUrl = `http://127.0.0.1:${port}`
// The real Google provider, pointed at a local OpenID Connect stand-in; the local sign-in too, so
// tests can open sessions for each role quickly.
const google = await startOidcStandIn()
// Payments through the real stripe client, pointed at a local Stripe stand-in that posts signed
// webhooks back to the server (whose address is known before it starts).
const stripe = await startStripeStandIn({ webhookUrl: `${baseUrl}/api/webhooks/stripe`, portalCancelMode: 'at_period_end' })
const env: NodeJS.ProcessEnv = {
  ...process.env,
  AUTH_GOOGLE_ID: google.clientId,
  AUTH_GOOGLE_SECRET: google.clientSecret,
  AUTH_GOOGLE_ISSUER: google.issuer,
  AUTH_LOCAL_SIGNIN: 'true',
  ADMIN_EMAILS: 'owner@roomwise.test',
  STRIPE_SECRET_KEY: stripe.secretKey,
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_BASE: stripe.url,
  DATABASE_URL: database.url,
  ROOMWISE_LOCAL: '1',
  ROOMWISE_DATA_DIR: path.join(root, 'data'),
  ROOMWISE_MEDIA_DIR: path.join(root, 'media'),
  ROOMWISE_DEFAULTS_ANNOUNCED: '1',
  NEXT_PUBLIC_APP_URL: baseUrl,
  NEXT_TELEMETRY_DISABLED: '1',
}

let server: ChildProcess | undefined
let code = 1
try {
  if ((await runToEnd('npx', ['tsx', 'scripts/prepare-db.ts'], env)) !== 0) throw new Error('Migrations or seed failed.')
  if (process.env.E2E_SKIP_BUILD !== '1' && (await runToEnd('npx', ['next', 'build'], env)) !== 0) {
    throw new Error('next build failed.')
  }
  let exited = false
  const serverLog = fs.createWriteStream(path.join(root, 'server.log'))
  server = spawnGroup('npx', ['next', 'start', '--port', String(port), '--hostname', '127.0.0.1'], { env })
  server.stdout?.pipe(serverLog)
  server.stderr?.pipe(serverLog)
  server.on('exit', () => (exited = true))
  await waitForHealthy(baseUrl, { timeoutMs: 90_000, exited: () => exited })

  code = await runToEnd('npx', ['tsx', 'scripts/jest.ts', '--selectProjects', 'e2e', '--runInBand', ...process.argv.slice(2)], {
    ...env,
    E2E_BASE_URL: baseUrl,
    CHROMIUM_PATH: chromiumPath,
    E2E_ROOT: root,
  })
  if (code !== 0) {
    const log = fs.readFileSync(path.join(root, 'server.log'), 'utf8').split('\n').slice(-60).join('\n')
    console.error(`\nLast lines of the server log:\n${log}`)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  code = 1
} finally {
  if (server) await stopChild(server)
  await google.stop()
  await stripe.stop()
  await database.stop()
  fs.rmSync(root, { recursive: true, force: true })
}
process.exit(code)
