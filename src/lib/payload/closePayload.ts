import type { Payload } from 'payload'
import type pg from 'pg'

import { poolOf } from '@/lib/db/postgres'
import { stopJobEngine } from '@/lib/jobs/engine'

// pg keeps these lists private; there is no public way to find a client that was never released.
type PoolInternals = { _clients?: pg.PoolClient[]; _idle?: { client: pg.PoolClient }[] }

/** The Postgres adapter never releases its first client, so `pool.end()` alone would wait forever. */
export async function closePayload(payload: Payload, jobGraceMs?: number): Promise<void> {
  const pool = poolOf(payload) as pg.Pool | undefined
  await stopJobEngine(payload, jobGraceMs)
  await payload.destroy().catch(() => undefined)
  if (!pool) return
  const internals = pool as unknown as PoolInternals
  const idle = new Set((internals._idle ?? []).map((item) => item.client))
  for (const client of [...(internals._clients ?? [])]) {
    if (!idle.has(client)) client.release(true)
  }
  await pool.end().catch(() => undefined)
}
