import type pg from 'pg'

/**
 * Statements of the release step (`npm run migrate`) and of the start-up schema check. They run on
 * a connection of their own, not on Payload's pool: an advisory lock belongs to one session and
 * must stay on it, and the check runs before the server (and Payload) is up. Hence a pg client
 * here rather than a `Db`.
 */
export type Queryable = Pick<pg.ClientBase, 'query'>

/**
 * The migration lock's key, in PostgreSQL's two-integer form: the namespace "Room" in ASCII, then
 * 1 for migrations. Another advisory lock of the app would take a namespace of its own as the
 * first number, so none can collide.
 */
const LOCK_SPACE = 0x526f6f6d
const MIGRATION_LOCK = 1

/** Takes the migration lock if nobody holds it; false when another session does. */
export async function tryTakeMigrationLock(client: Queryable): Promise<boolean> {
  const { rows } = await client.query<{ taken: boolean }>(
    'SELECT pg_try_advisory_lock($1, $2) AS taken',
    [LOCK_SPACE, MIGRATION_LOCK],
  )
  return rows[0]?.taken === true
}

/** Waits for the migration lock (bounded by the connection's statement_timeout). */
export async function takeMigrationLock(client: Queryable): Promise<void> {
  await client.query('SELECT pg_advisory_lock($1, $2)', [LOCK_SPACE, MIGRATION_LOCK])
}

export async function releaseMigrationLock(client: Queryable): Promise<void> {
  await client.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_SPACE, MIGRATION_LOCK])
}

/**
 * Names of the migrations Payload recorded as applied, oldest first; empty for a database no
 * migration ever ran on. Payload's `dev` row (batch -1, left by a schema push) is not a migration.
 */
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
