import type { PostgresAdapter } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

export type Db = PostgresAdapter['drizzle']

/**
 * Runs `work` in one database transaction that both Payload's local API (pass `req`) and raw SQL
 * (use `db`) take part in: all of it commits, or none of it.
 */
export async function withTransaction<T>(
  payload: Payload,
  work: (tx: { req: PayloadRequest; db: Db }) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  const adapter = payload.db as unknown as PostgresAdapter
  const db = (req.transactionID ? adapter.sessions[await req.transactionID]?.db : undefined) as
    Db | undefined
  try {
    const result = await work({ req, db: db ?? adapter.drizzle })
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
