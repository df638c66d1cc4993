import type { PostgresAdapter } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import type pg from 'pg'

// The one place payload.db is cast to the postgres adapter; raw statements live in ./statements.

export type Db = PostgresAdapter['drizzle']

const adapterOf = (payload: Payload) => payload.db as unknown as PostgresAdapter

export const poolOf = (payload: Payload): pg.Pool => adapterOf(payload).pool as pg.Pool

// Statements on this handle join the transaction Payload keeps for `req` (adapter.sessions).
export async function dbFor(payload: Payload, req?: Partial<PayloadRequest>): Promise<Db> {
  const adapter = adapterOf(payload)
  const session = req?.transactionID ? adapter.sessions[await req.transactionID]?.db : undefined
  return (session as Db | undefined) ?? adapter.drizzle
}

export async function withTransaction<T>(
  payload: Payload,
  work: (tx: { req: PayloadRequest; db: Db }) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await work({ req, db: await dbFor(payload, req) })
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

// Undoes only `work` when it throws; the caller's transaction goes on.
export const withSavepoint = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db))

// Payload's pool has no `error` listener: a dropped idle connection would be an uncaughtException.
export function logIdleConnectionErrors(payload: Payload): void {
  const pool = poolOf(payload) as pg.Pool | undefined
  // Code and message only: the error carries the whole client.
  pool?.on('error', (error: Error & { code?: string }) =>
    payload.logger.warn(
      `A database connection closed while idle (${error.code ?? 'no code'}: ${error.message})`,
    ),
  )
}
