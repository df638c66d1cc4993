import type pg from 'pg'

/**
 * Session-level advisory locks, one per jobs queue, taken on a connection of its own that stays
 * open for the runner's life (src/lib/jobs/queueLock.ts). PostgreSQL drops the lock when that
 * connection ends, however the process ended, so a standby takes over from a killed runner.
 */

export type LockKey = readonly [namespace: number, key: number]

/** A lock wait may last for days: no statement timeout on this connection. */
export async function allowLongWaits(client: pg.ClientBase): Promise<void> {
  await client.query('SET statement_timeout = 0')
}

/** Takes the lock if it is free; false when another session holds it. */
export async function tryLockQueue(
  client: pg.ClientBase,
  [namespace, key]: LockKey,
): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_lock($1::integer, $2::integer) AS locked',
    [namespace, key],
  )
  return rows[0]?.locked === true
}

/** Waits until the lock is free and takes it (ends early only if the connection does). */
export async function waitForQueueLock(
  client: pg.ClientBase,
  [namespace, key]: LockKey,
): Promise<void> {
  await client.query('SELECT pg_advisory_lock($1::integer, $2::integer)', [namespace, key])
}

/** Whether any session holds the lock now (read from pg_locks; takes nothing). */
export async function isQueueLocked(
  client: pg.ClientBase,
  [namespace, key]: LockKey,
): Promise<boolean> {
  // pg_locks shows the two keys as unsigned oids.
  const { rows } = await client.query<{ locked: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
       AND classid = $1::bigint::oid AND objid = $2::bigint::oid AND objsubid = 2) AS locked`,
    [namespace >>> 0, key >>> 0],
  )
  return rows[0]?.locked === true
}
