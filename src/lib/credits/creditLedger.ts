import type { Payload, PayloadRequest } from 'payload'

import { dbFor, withSavepoint, type Db } from '@/lib/db/postgres'
import {
  addToBalance,
  balanceOf,
  insertLedgerEntry,
  setLedgerBalanceAfter,
} from '@/lib/db/statements/credits'

import { notEnoughCreditsMessage } from './creditsLabel'
import type { CreditReason } from './reasons'
import { errorNamed } from '@/lib/errors/errorNamed'

export class InsufficientCreditsError extends Error {
  readonly status = 402
  constructor(
    readonly needed: number,
    readonly balance: number,
  ) {
    super(notEnoughCreditsMessage(needed, balance))
    this.name = 'InsufficientCreditsError'
  }
}

/** Thrown by Payload's hooks (the charge), caught by route handlers: recognised by name. */
export const isInsufficientCreditsError = errorNamed<InsufficientCreditsError>(
  'InsufficientCreditsError',
)

export type CreditChange = {
  userId: number
  delta: number
  reason: CreditReason
  /** One entry per key, ever: a second change with the same key is ignored (exactly-once). */
  key: string
  redesignId?: number
  order?: string
  note?: string
}

export type CreditResult = { applied: boolean; balance: number }

/** Applies one credit change atomically: the ledger row and the balance move together. */
export async function applyCreditChange(
  payload: Payload,
  change: CreditChange,
  req?: Partial<PayloadRequest>,
): Promise<CreditResult> {
  if (!Number.isInteger(change.delta) || change.delta === 0)
    throw new Error(`A credit change must be a non-zero whole number, got ${change.delta}`)
  // Inside the caller's transaction, a savepoint: a refused change undoes only itself.
  return withSavepoint(await dbFor(payload, req), (db) => applyIn(db, change))
}

async function applyIn(db: Db, change: CreditChange): Promise<CreditResult> {
  const entryId = await insertLedgerEntry(db, change)
  if (entryId === null)
    return { applied: false, balance: (await balanceOf(db, change.userId)) ?? 0 }
  const balance = await addToBalance(db, change.userId, change.delta)
  if (balance === null) {
    const current = await balanceOf(db, change.userId)
    if (current === null) throw new Error(`No user ${change.userId} to change credits for`)
    // Throwing rolls the ledger row back with the transaction.
    throw new InsufficientCreditsError(-change.delta, current)
  }
  await setLedgerBalanceAfter(db, entryId, balance)
  return { applied: true, balance }
}

/** The current balance, straight from the database (not a cached user document). */
export async function creditBalance(payload: Payload, userId: number): Promise<number> {
  return (await balanceOf(await dbFor(payload), userId)) ?? 0
}
