import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { CreditReason } from './reasons'

export class InsufficientCreditsError extends Error {
  readonly status = 402
  constructor(
    readonly needed: number,
    readonly balance: number,
  ) {
    super(
      `This needs ${needed} ${needed === 1 ? 'credit' : 'credits'} and your balance is ${balance}. Buy more credits on the pricing page, or choose fewer variants.`,
    )
    this.name = 'InsufficientCreditsError'
  }
}

export type CreditChange = {
  userId: number
  /** Positive adds credits, negative takes them. */
  delta: number
  reason: CreditReason
  /** One entry per key, ever: a second change with the same key is ignored (exactly-once). */
  key: string
  redesignId?: number
  order?: string
  note?: string
}

export type CreditResult = { applied: boolean; balance: number }

type Db = PostgresAdapter['drizzle']
type Row = Record<string, unknown>

/**
 * Applies one credit change atomically: the ledger row and the balance move together or not at
 * all, a balance never goes below zero (the UPDATE's own condition, so concurrent charges cannot
 * overdraw), and a repeated key changes nothing.
 */
export async function applyCreditChange(
  payload: Payload,
  change: CreditChange,
  req?: Partial<PayloadRequest>,
): Promise<CreditResult> {
  if (!Number.isInteger(change.delta) || change.delta === 0)
    throw new Error(`A credit change must be a non-zero whole number, got ${change.delta}`)
  const adapter = payload.db as unknown as PostgresAdapter
  const session = req?.transactionID ? adapter.sessions[await req.transactionID]?.db : undefined
  // Inside the caller's transaction, a savepoint: a refused change undoes only itself.
  if (session) return (session as Db).transaction((tx) => applyIn(tx as unknown as Db, change))
  return adapter.drizzle.transaction((tx) => applyIn(tx as unknown as Db, change))
}

async function applyIn(db: Db, change: CreditChange): Promise<CreditResult> {
  const inserted = await db.execute<Row>(sql`
    INSERT INTO credit_ledger (owner_id, delta, balance_after, reason, key, redesign, "order", note, updated_at, created_at)
    VALUES (${change.userId}, ${change.delta}, 0, ${change.reason}, ${change.key}, ${change.redesignId ?? null}, ${change.order ?? null}, ${change.note ?? null}, now(), now())
    ON CONFLICT (key) DO NOTHING
    RETURNING id`)
  if (inserted.rows.length === 0) {
    const current = await db.execute<Row>(
      sql`SELECT credits FROM users WHERE id = ${change.userId}`,
    )
    return { applied: false, balance: Number(current.rows[0]?.credits ?? 0) }
  }
  const updated = await db.execute<Row>(sql`
    UPDATE users SET credits = credits + ${change.delta}, updated_at = now()
    WHERE id = ${change.userId} AND credits + ${change.delta} >= 0
    RETURNING credits`)
  if (updated.rows.length === 0) {
    const current = await db.execute<Row>(
      sql`SELECT credits FROM users WHERE id = ${change.userId}`,
    )
    if (current.rows.length === 0) throw new Error(`No user ${change.userId} to change credits for`)
    // Throwing rolls the ledger row back with the transaction.
    throw new InsufficientCreditsError(-change.delta, Number(current.rows[0]!.credits))
  }
  const balance = Number(updated.rows[0]!.credits)
  await db.execute(
    sql`UPDATE credit_ledger SET balance_after = ${balance} WHERE id = ${inserted.rows[0]!.id}`,
  )
  return { applied: true, balance }
}

/** The current balance, straight from the database (not a cached user document). */
export async function creditBalance(payload: Payload, userId: number): Promise<number> {
  const adapter = payload.db as unknown as PostgresAdapter
  const result = await adapter.drizzle.execute<Row>(
    sql`SELECT credits FROM users WHERE id = ${userId}`,
  )
  return Number(result.rows[0]?.credits ?? 0)
}
