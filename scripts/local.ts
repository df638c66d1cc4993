/**
 * `npm start`: the whole product on http://localhost:3000 with nothing configured.
 * Embedded PostgreSQL (unless DATABASE_URL is set) → migrations → seed → production build when the
 * sources changed → `next start`. Ctrl-C stops the server and then the database.
 * `npm run dev` does the same with `next dev` instead of a build.
 */
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { KEEP_ALIVE_ARGS } from './lib/keepAlive'

process.env.ROOMWISE_LOCAL = '1'
process.env.NEXT_TELEMETRY_DISABLED = '1'

const root = process.cwd()
const dev = process.argv.includes('--dev')
const { loadSettings } = await import('../src/lib/env/loadSettings')
const { localPort } = await import('../src/lib/env/settingDefaults')
const port = localPort(process.env)
const { dataDir, getSettings, isSettingsError } = await import('../src/lib/env')
const { startEmbeddedPostgres } = await import('./lib/embeddedPostgres')
const { buildFingerprint, buildIsCurrent, recordBuild } = await import('./lib/buildFingerprint')
const { runToEnd, spawnGroup, stopChild } = await import('./lib/childProcess')

let database: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined
let stripeStandIn: { stop(): Promise<void> } | undefined
let server: ChildProcess | undefined
let stopping = false

async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true
    if (server) await stopChild(server)
    await stripeStandIn?.stop().catch((error: unknown) => console.error(error))
    if (database) {
      console.info('Stopping the embedded database…')
      await database.stop().catch((error: unknown) => console.error(error))
    }
  }
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => void shutdown(0))

// Validate before starting anything; local secrets are not needed for that.
const check = loadSettings(process.env, {
  localSecrets: () => ({ payloadSecret: 'x'.repeat(32), authSecret: 'x'.repeat(32) }),
})
if (!check.ok) {
  console.error(check.message)
  process.exit(1)
}

try {
  if (!check.settings.databaseUrl) {
    const databaseDir = path.join(dataDir(), 'postgres')
    console.info(`Starting the embedded PostgreSQL (${path.relative(root, databaseDir)})…`)
    database = await startEmbeddedPostgres({ databaseDir })
    process.env.DATABASE_URL = database.url
  }

  if (!check.settings.stripe) {
    // No Stripe keys: purchases still work, against a local Stripe stand-in (test checkout, no
    // real money). It keeps its state in memory; the app heals stale Stripe ids after a restart.
    const { startStripeStandIn } = await import('../tools/stripeStandIn')
    const standIn = await startStripeStandIn({
      webhookUrl: `http://localhost:${port}/api/webhooks/stripe`,
      portalCancelMode: 'at_period_end',
    })
    stripeStandIn = standIn
    Object.assign(process.env, standIn.env)
  }

  try {
    getSettings() // announces the local defaults once, for this process and its children
  } catch (error) {
    console.error(isSettingsError(error) ? error.message : error)
    await shutdown(1)
  }
  console.info('Applying migrations and seeding content…')
  const { prepareDatabase } = await import('./lib/prepareDatabase')
  await prepareDatabase()

  const env = { ...process.env }
  if (!dev && !buildIsCurrent(root)) {
    console.info('Building the site (first start, or the sources changed)…')
    const fingerprint = buildFingerprint(root)
    const code = await runToEnd('npx', ['next', 'build'], env)
    if (code !== 0) {
      console.error('The build failed; see the messages above.')
      await shutdown(code)
    }
    recordBuild(root, fingerprint)
  }

  server = spawnGroup(
    'npx',
    ['next', ...(dev ? ['dev'] : ['start', ...KEEP_ALIVE_ARGS]), '--port', port],
    {
      stdio: 'inherit',
      env,
    },
  )
  server.on('exit', (code) => {
    if (!stopping) void shutdown(code ?? 1)
  })
  console.info(
    `\nRoomwise is starting on http://localhost:${port}  (admin: http://localhost:${port}/admin)\n`,
  )
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await shutdown(1)
}
