import { sql } from '@payloadcms/db-postgres'

import type { Db } from '../postgres'

// A conditional UPDATE, so two runners of the same job cannot both send the receipt.
export async function claimReceipt(db: Db, orderId: number): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE orders SET receipt_claimed_at = now(), updated_at = now()
    WHERE id = ${orderId} AND receipt_emailed_at IS NULL AND receipt_claimed_at IS NULL
    RETURNING id`)
  return result.rows.length > 0
}

export async function releaseReceiptClaim(db: Db, orderId: number): Promise<void> {
  await db.execute(sql`
    UPDATE orders SET receipt_claimed_at = NULL, updated_at = now()
    WHERE id = ${orderId} AND receipt_emailed_at IS NULL`)
}

export async function recordReceiptSent(db: Db, orderId: number): Promise<void> {
  await db.execute(sql`
    UPDATE orders SET receipt_emailed_at = now(), updated_at = now() WHERE id = ${orderId}`)
}
