import type { Payload } from 'payload'
import type pg from 'pg'

import { poolOf } from '@/lib/db/postgres'

/** Migrations and the seed may rewrite whole tables; they run in their own process, not the server. */
export const MAINTENANCE_STATEMENT_TIMEOUT_MS = 10 * 60_000

/**
 * Gives this process's Payload connections a longer statement_timeout than the server's
 * DATABASE_STATEMENT_TIMEOUT_MS: for migrations and the seed only. New connections get it at
 * start-up; the ones already open and idle are taken out of the pool, SET, and put back.
 */
export async function applyMaintenanceStatementTimeout(
  payload: Payload,
  timeoutMs = MAINTENANCE_STATEMENT_TIMEOUT_MS,
): Promise<void> {
  const pool = poolOf(payload) as pg.Pool & {
    options: { statement_timeout?: number }
  }
  pool.options.statement_timeout = timeoutMs
  const open: pg.PoolClient[] = []
  try {
    while (pool.idleCount > 0) open.push(await pool.connect())
    for (const client of open)
      await client.query(`SET statement_timeout = ${Math.trunc(timeoutMs)}`)
  } finally {
    for (const client of open) client.release()
  }
}
