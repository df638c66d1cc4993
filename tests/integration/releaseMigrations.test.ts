/**
 * Migrations as a release step, against the real PostgreSQL: `npm run migrate` under its advisory
 * lock (two at once: one migrates, the other waits and finds nothing to do), and the start-up check
 * of `npm run serve` that refuses a database older than the build.
 */
import { spawn } from 'node:child_process'

import { releaseMigrationLock, takeMigrationLock } from '@/lib/db/statements/migrations'
import { migrations } from '@/migrations'
import { pollUntil } from '../support/pollUntil'
import { VALID_PRODUCTION_SETTINGS } from '../support/productionSettings'
import { withClient, withScratchDatabase } from '../support/scratchDatabase'

type Run = { code: number | null; output: () => string; done: Promise<number | null> }

/**
 * Starts a script in its own process with `env` over the suite's own environment, as package.json
 * runs it (through the retry of a start whose module load never settled).
 */
function runScript(script: string, env: NodeJS.ProcessEnv): Run {
  const child = spawn('node', ['scripts/lib/retryUnsettledLoad.mjs', 'npx', 'tsx', script], { env })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const timer = setTimeout(() => child.kill('SIGKILL'), 240_000)
  const run: Run = {
    code: null,
    output: () => output,
    done: new Promise((resolve) =>
      child.on('exit', (code) => {
        clearTimeout(timer)
        run.code = code
        resolve(code)
      }),
    ),
  }
  return run
}

/** Waits for a run's exit and checks its code, showing its output when it differs. */
async function exitOf(run: Run, expected: number): Promise<string> {
  const code = await run.done
  if (code !== expected)
    throw new Error(`Expected exit ${expected}, got ${code}. Output:\n${run.output()}`)
  return run.output()
}

const migrate = (url: string) =>
  runScript('scripts/migrate.ts', { ...process.env, DATABASE_URL: url })

/** `npm run serve`'s check as production runs it: every setting valid, this database. */
function checkBeforeServe(url: string): Run {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const key of Object.keys(env))
    if (/^(ROOMWISE_LOCAL|AUTH_LOCAL_SIGNIN|STRIPE_API_BASE)$/.test(key)) delete env[key]
  return runScript('scripts/check-settings.ts', {
    ...env,
    ...VALID_PRODUCTION_SETTINGS,
    NODE_ENV: 'production',
    DATABASE_URL: url,
  })
}

const appliedRows = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'SELECT name FROM payload_migrations ORDER BY name',
    )
    return rows.map((row) => row.name)
  })

const names = migrations.map((migration) => migration.name)
const last = names.at(-1)

describe('npm run migrate', () => {
  it('run twice at once: one applies every migration, the other waits for the lock and finds nothing to do', async () => {
    await withScratchDatabase('migrate_lock', async (url) => {
      // Hold the lock first, so both runs are certainly waiting on it at the same time.
      await withClient(url, async (holder) => {
        await takeMigrationLock(holder)
        const runs = [migrate(url), migrate(url)]
        const waiting = await pollUntil(
          () => runs.map((run) => run.output()),
          (outputs) => outputs.every((output) => output.includes('waiting for it to finish')),
          { timeoutMs: 240_000 },
        )
        expect(waiting.map((output) => output.includes('waiting for it to finish'))).toEqual([
          true,
          true,
        ])
        await releaseMigrationLock(holder)
        const outputs = await Promise.all(runs.map((run) => exitOf(run, 0)))
        const applying = outputs.filter((output) =>
          output.includes(`Applying ${names.length} of ${names.length} migrations`),
        )
        const nothing = outputs.filter((output) => output.includes('Nothing to migrate'))
        expect([applying.length, nothing.length]).toEqual([1, 1])
      })
      expect(await appliedRows(url)).toEqual(names)
    })
  }, 600_000)

  it('exits non-zero with a clear message when it cannot reach the database', async () => {
    const run = migrate('postgres://nobody:pw@127.0.0.1:1/none')
    await exitOf(run, 1)
    expect(run.output()).toContain('npm run migrate: cannot connect to 127.0.0.1:1/none')
    expect(run.output()).not.toMatch(/\n\s+at .+:\d+:\d+/)
  }, 120_000)
})

describe('the start-up schema check (`npm run serve`)', () => {
  it('refuses an empty database and one migration behind, naming both migrations, and passes once migrated', async () => {
    await withScratchDatabase('schema_check', async (url) => {
      const empty = checkBeforeServe(url)
      await exitOf(empty, 1)
      expect(empty.output()).toContain(
        `the database is at migration none (no migration applied), this build needs ${last}: run \`npm run migrate\` first`,
      )

      await exitOf(migrate(url), 0)
      const current = checkBeforeServe(url)
      await exitOf(current, 0)
      expect(current.output()).toContain(
        `The database schema matches this build (migration ${last})`,
      )

      await withClient(url, (client) =>
        client.query('DELETE FROM payload_migrations WHERE name = $1', [last]),
      )
      const behind = checkBeforeServe(url)
      await exitOf(behind, 1)
      expect(behind.output()).toContain(
        `the database is at migration ${names.at(-2)}, this build needs ${last}: run \`npm run migrate\` first (1 pending: ${last})`,
      )
      expect(behind.output()).not.toMatch(/\n\s+at .+:\d+:\d+/)
    })
  }, 600_000)

  it('a worker of this build refuses an unmigrated database the same way, before running any queue', async () => {
    await withScratchDatabase('schema_worker', async (url) => {
      const worker = runScript('scripts/worker.ts', {
        ...process.env,
        ROOMWISE_ROLE: 'worker',
        DATABASE_URL: url,
      })
      const output = await exitOf(worker, 1)
      expect(output).toContain(
        `the database is at migration none (no migration applied), this build needs ${last}: run \`npm run migrate\` first`,
      )
      expect(output).not.toContain('worker: active on')
    })
  }, 600_000)

  it('warns about a database newer than the build (a rollback) and lets it serve', async () => {
    await withScratchDatabase('schema_newer', async (url) => {
      await exitOf(migrate(url), 0)
      await withClient(url, (client) =>
        client.query(
          "INSERT INTO payload_migrations (name, batch) VALUES ('29991231_000000_later', 2)",
        ),
      )
      const newer = checkBeforeServe(url)
      await exitOf(newer, 0)
      expect(newer.output()).toContain(
        'The database is newer than this build (it has 29991231_000000_later',
      )
    })
  }, 600_000)
})
