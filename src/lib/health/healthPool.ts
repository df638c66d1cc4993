import pg from 'pg'

import { poolOf } from '@/lib/db/postgres'
import { payloadClient } from '@/lib/payload/client'

export const HEALTH_DATABASE_TIMEOUT_MS = 2000

let pool: pg.Pool | undefined

// Its own connection: on Payload's pool the check queued behind busy requests and looked dead.
export async function healthPool(): Promise<pg.Pool> {
  if (pool) return pool
  const payload = await payloadClient()
  const options = poolOf(payload).options as pg.PoolConfig
  pool ??= new pg.Pool({
    ...options,
    max: 1,
    connectionTimeoutMillis: HEALTH_DATABASE_TIMEOUT_MS,
    statement_timeout: HEALTH_DATABASE_TIMEOUT_MS,
    query_timeout: HEALTH_DATABASE_TIMEOUT_MS,
  })
  // An idle connection the database dropped must not crash the server; the next check reconnects.
  pool.on('error', () => undefined)
  return pool
}
