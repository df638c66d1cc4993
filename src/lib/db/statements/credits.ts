import { sql } from '@payloadcms/db-postgres'

import type { Db } from '../postgres'

type Row = Record<string, unknown>

export type LedgerEntry = {
  userId: number
  delta: number
  reason: string
  key: string
  redesignId?: number
  order?: string
  note?: string
}

// null when the key exists: the unique key makes a ledger change exactly-once.
export async function insertLedgerEntry(db: Db, entry: LedgerEntry): Promise<number | null> {
  const inserted = await db.execute<Row>(sql`
    INSERT INTO credit_ledger (owner_id, delta, balance_after, reason, key, redesign, "order", note, updated_at, created_at)
    VALUES (${entry.userId}, ${entry.delta}, 0, ${entry.reason}, ${entry.key}, ${entry.redesignId ?? null}, ${entry.order ?? null}, ${entry.note ?? null}, now(), now())
    ON CONFLICT (key) DO NOTHING
    RETURNING id`)
  return inserted.rows.length > 0 ? Number(inserted.rows[0]!.id) : null
}

// One conditional UPDATE, so concurrent charges never take a balance below zero (null then).
export async function addToBalance(db: Db, userId: number, delta: number): Promise<number | null> {
  const updated = await db.execute<Row>(sql`
    UPDATE users SET credits = credits + ${delta}, updated_at = now()
    WHERE id = ${userId} AND credits + ${delta} >= 0
    RETURNING credits`)
  return updated.rows.length > 0 ? Number(updated.rows[0]!.credits) : null
}

export async function setLedgerBalanceAfter(db: Db, entryId: number, balance: number) {
  await db.execute(sql`UPDATE credit_ledger SET balance_after = ${balance} WHERE id = ${entryId}`)
}

export async function balanceOf(db: Db, userId: number): Promise<number | null> {
  const current = await db.execute<Row>(sql`SELECT credits FROM users WHERE id = ${userId}`)
  return current.rows.length > 0 ? Number(current.rows[0]!.credits) : null
}

// FOR UPDATE: a refund's share cannot race a charge made meanwhile.
export async function lockedBalanceOf(db: Db, userId: number): Promise<number> {
  const row = await db.execute<Row>(sql`SELECT credits FROM users WHERE id = ${userId} FOR UPDATE`)
  return Number(row.rows[0]?.credits ?? 0)
}
