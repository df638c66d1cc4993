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

/**
 * The one door to PostgreSQL below Payload's local API. Payload types `payload.db` as any
 * adapter; this app always runs `@payloadcms/db-postgres`, so the cast to it lives here and
 * nowhere else. Raw statements live beside this file in ./statements and take a `Db`.
 */

/** A drizzle handle: the adapter's own, or a transaction's. Every statement takes one. */
export type Db = PostgresAdapter['drizzle']

const adapterOf = (payload: Payload) => payload.db as unknown as PostgresAdapter

/**
 * Payload's connection pool (20 connections), for the code that manages connections itself. Typed
 * with the app's `pg` (the adapter bundles its own copy of pg's types).
 */
export const poolOf = (payload: Payload): pg.Pool => adapterOf(payload).pool as pg.Pool

/**
 * The handle to run statements on: the transaction `req` has open (Payload keeps it in the
 * adapter's `sessions`, keyed by the request's transaction id), or the adapter's own outside one.
 * Statements run through it commit or roll back with everything Payload writes with that `req`.
 */
export async function dbFor(payload: Payload, req?: Partial<PayloadRequest>): Promise<Db> {
  const adapter = adapterOf(payload)
  const session = req?.transactionID ? adapter.sessions[await req.transactionID]?.db : undefined
  return (session as Db | undefined) ?? adapter.drizzle
}

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
  try {
    const result = await work({ req, db: await dbFor(payload, req) })
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * Runs `work` in a savepoint of `db`'s transaction (a transaction of its own outside one): when
 * `work` throws, only what it did is undone, and the caller's transaction goes on.
 */
export const withSavepoint = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  // drizzle types a nested transaction apart from its database; both run the same statements.
  db.transaction((tx) => work(tx as unknown as Db))

/**
 * Payload's pool has no `error` listener, so a connection the database ends while idle (a restart,
 * a failover, Ctrl-C stopping the embedded database first) surfaced as an uncaughtException. The
 * pool drops that connection and opens a new one on the next query; it is logged, not fatal.
 */
export function logIdleConnectionErrors(payload: Payload): void {
  // No pool when Payload started without a database (type and import-map generation).
  const pool = poolOf(payload) as pg.Pool | undefined
  // Code and message only: the error carries the whole client, and at shutdown every idle
  // connection reports at once (a stack and a client dump each, ~190 lines).
  pool?.on('error', (error: Error & { code?: string }) =>
    payload.logger.warn(
      `A database connection closed while idle (${error.code ?? 'no code'}: ${error.message})`,
    ),
  )
}
