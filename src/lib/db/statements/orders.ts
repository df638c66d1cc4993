import { sql } from '@payloadcms/db-postgres'

import type { Db } from '../postgres'

/**
 * An order's receipt is sent by the one caller that claims it: the claim is a conditional UPDATE
 * (not sent, not claimed), so two runners of the same job, or a job and its retry, cannot both send.
 * True when this caller won.
 */
export async function claimReceipt(db: Db, orderId: number): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE orders SET receipt_claimed_at = now(), updated_at = now()
    WHERE id = ${orderId} AND receipt_emailed_at IS NULL AND receipt_claimed_at IS NULL
    RETURNING id`)
  return result.rows.length > 0
}

/** The send failed with an answer (nothing went out): the queue's retry may claim it again. */
export async function releaseReceiptClaim(db: Db, orderId: number): Promise<void> {
  await db.execute(sql`
    UPDATE orders SET receipt_claimed_at = NULL, updated_at = now()
    WHERE id = ${orderId} AND receipt_emailed_at IS NULL`)
}

/** Records the receipt as sent (the claim stays, as the record of who sent it when). */
export async function recordReceiptSent(db: Db, orderId: number): Promise<void> {
  await db.execute(sql`
    UPDATE orders SET receipt_emailed_at = now(), updated_at = now() WHERE id = ${orderId}`)
}
