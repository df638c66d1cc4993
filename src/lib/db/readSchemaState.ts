import pg from 'pg'

import { migrations } from '@/migrations'
import { compareSchema, describeSchema, type SchemaState } from './schemaVersion'
import { appliedMigrationNames } from './statements/migrations'

const CHECK_TIMEOUT_MS = 10_000

export async function readSchemaState(databaseUrl: string): Promise<SchemaState> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: CHECK_TIMEOUT_MS,
    statement_timeout: CHECK_TIMEOUT_MS,
    query_timeout: CHECK_TIMEOUT_MS,
  })
  // A connection the database drops must not become an uncaught exception in the server.
  client.on('error', () => undefined)
  await client.connect()
  try {
    const applied = await appliedMigrationNames(client)
    return compareSchema(
      applied,
      migrations.map((migration) => migration.name),
    )
  } finally {
    await client.end().catch(() => undefined)
  }
}

// Exits on a schema older than the build; an unreachable database is left to /api/health (503).
export async function checkSchemaAtBoot(databaseUrl: string): Promise<void> {
  const state = await readSchemaState(databaseUrl).catch((error: unknown) => {
    console.warn(
      `Could not check the database's migrations at start (${error instanceof Error ? error.message : String(error)}).`,
    )
  })
  if (state?.kind === 'older') {
    console.error(describeSchema(state))
    process.exit(1)
  }
  if (state?.kind === 'newer') console.warn(describeSchema(state))
}
