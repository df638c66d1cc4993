import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../scripts/lib/embeddedPostgres'

declare global {
  var __ROOMWISE_TEST_DB__: { database: EmbeddedDatabase; root: string } | undefined
}

/**
 * A fresh PostgreSQL for each run of the integration suite, on a free port, holding two templates:
 * `roomwise` with every committed migration applied the way production applies them, and
 * `it_seeded`, the same with the shipped content seeded, each with its data and media folders.
 * integrationEnvironment.mjs copies one of them for each test file. Torn down by
 * integrationTeardown.ts.
 */
export default async function integrationSetup(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-it-'))
  fs.chmodSync(root, 0o755)
  const database = await startEmbeddedPostgres({
    databaseDir: path.join(root, 'pg'),
    ephemeral: true,
  })
  globalThis.__ROOMWISE_TEST_DB__ = { database, root }
  const migrated = { database: 'roomwise', folder: path.join(root, 'migrated') }
  const seeded = { database: 'it_seeded', folder: path.join(root, 'seeded') }
  // Copies are made from the maintenance database: PostgreSQL copies no template in use.
  const adminUrl = withDatabase(database.url, 'postgres')

  Object.assign(process.env, {
    ROOMWISE_DEFAULTS_ANNOUNCED: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    // A job carries the heartbeat of the process that queued it: the shortest pg-boss allows, so
    // the workers tests kill are replaced in seconds.
    JOB_LEASE_SECONDS: '10',
    ROOMWISE_IT_SUITE: JSON.stringify({ root, adminUrl, migrated, seeded }),
  })
  try {
    run('scripts/migrate.ts', database.url, migrated.folder)
    if ((await appliedMigrations(database.url)) === 0)
      throw new Error('Migrations ran, but the test database has none applied.')
    await createFrom(adminUrl, seeded.database, migrated.database)
    run('scripts/seed.ts', withDatabase(database.url, seeded.database), seeded.folder)
  } catch (error) {
    await database.stop()
    throw error
  }
}

/** Runs a tsx script on one database, with its own data and media folders. */
function run(script: string, url: string, folder: string): void {
  for (const dir of ['data', 'media']) fs.mkdirSync(path.join(folder, dir), { recursive: true })
  const result = spawnSync('npx', ['tsx', script], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      ROOMWISE_DATA_DIR: path.join(folder, 'data'),
      ROOMWISE_MEDIA_DIR: path.join(folder, 'media'),
    },
    encoding: 'utf8',
  })
  if (result.status !== 0)
    throw new Error(
      `${script} failed on the test database (exit ${result.status}):\n${result.stdout}\n${result.stderr}`,
    )
}

function withDatabase(url: string, database: string): string {
  const address = new URL(url)
  address.pathname = `/${database}`
  return address.toString()
}

async function createFrom(url: string, database: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE "${database}" TEMPLATE "${template}"`)
  } finally {
    await client.end()
  }
}

/** Checked, not assumed: a migration run that silently did nothing must stop the suite here. */
async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(
      "SELECT count(*) FROM payload_migrations WHERE name <> 'dev'",
    )
    return Number(rows[0]?.count ?? 0)
  } catch {
    return 0
  } finally {
    await client.end()
  }
}
