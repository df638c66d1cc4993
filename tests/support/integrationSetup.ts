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
 * A fresh PostgreSQL for each run of the integration suite, on a free port, with every committed
 * migration applied the way production applies them. Torn down by integrationTeardown.ts.
 */
export default async function integrationSetup(): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-it-'))
  fs.chmodSync(root, 0o755)
  const database = await startEmbeddedPostgres({
    databaseDir: path.join(root, 'pg'),
    ephemeral: true,
  })
  globalThis.__ROOMWISE_TEST_DB__ = { database, root }

  process.env.DATABASE_URL = database.url
  process.env.ROOMWISE_DATA_DIR = path.join(root, 'data')
  process.env.ROOMWISE_MEDIA_DIR = path.join(root, 'media')
  process.env.ROOMWISE_DEFAULTS_ANNOUNCED = '1'
  process.env.NEXT_TELEMETRY_DISABLED = '1'

  const migrate = spawnSync('npx', ['tsx', 'scripts/migrate.ts'], {
    env: process.env,
    encoding: 'utf8',
  })
  const applied = migrate.status === 0 ? await appliedMigrations(database.url) : 0
  if (applied === 0) {
    await database.stop()
    throw new Error(
      `Migrations failed on the test database (exit ${migrate.status}, ${applied} applied):\n${migrate.stdout}\n${migrate.stderr}`,
    )
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
