import type pg from 'pg'

// A pg client, not a `Db`: an advisory lock belongs to one session, and the check runs before Payload is up.
export type Queryable = Pick<pg.ClientBase, 'query'>

// "Room" in ASCII, then 1 for migrations: another advisory lock takes its own first number.
const LOCK_SPACE = 0x526f6f6d
const MIGRATION_LOCK = 1

export async function tryTakeMigrationLock(client: Queryable): Promise<boolean> {
  const { rows } = await client.query<{ taken: boolean }>(
    'SELECT pg_try_advisory_lock($1, $2) AS taken',
    [LOCK_SPACE, MIGRATION_LOCK],
  )
  return rows[0]?.taken === true
}

export async function takeMigrationLock(client: Queryable): Promise<void> {
  await client.query('SELECT pg_advisory_lock($1, $2)', [LOCK_SPACE, MIGRATION_LOCK])
}

export async function releaseMigrationLock(client: Queryable): Promise<void> {
  await client.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_SPACE, MIGRATION_LOCK])
}

// Payload's `dev` row (batch -1, a schema push) is not a migration.
export async function appliedMigrationNames(client: Queryable): Promise<string[]> {
  const { rows: table } = await client.query<{ present: boolean }>(
    "SELECT to_regclass('payload_migrations') IS NOT NULL AS present",
  )
  if (!table[0]?.present) return []
  const { rows } = await client.query<{ name: string }>(
    "SELECT name FROM payload_migrations WHERE name <> 'dev' AND batch IS DISTINCT FROM -1 ORDER BY name",
  )
  return rows.map((row) => row.name)
}
