import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { dbFor, type Db } from '@/lib/db/postgres'
import { getSettings } from '@/lib/env'
import { findDoc } from '@/lib/payload/findDoc'
import { SITE_DEFAULTS } from '@/lib/site/defaults'
import { receiptMessage } from './receiptEmail'

// A conditional UPDATE, so two runners of the same job cannot both send the receipt.
export async function claimReceipt(db: Db, orderId: number): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE orders SET receipt_claimed_at = now(), updated_at = now()
    WHERE id = ${orderId} AND receipt_emailed_at IS NULL AND receipt_claimed_at IS NULL
    RETURNING id`)
  return result.rows.length > 0
}

async function releaseReceiptClaim(db: Db, orderId: number): Promise<void> {
  await db.execute(sql`
    UPDATE orders SET receipt_claimed_at = NULL, updated_at = now()
    WHERE id = ${orderId} AND receipt_emailed_at IS NULL`)
}

async function recordReceiptSent(db: Db, orderId: number): Promise<void> {
  await db.execute(sql`
    UPDATE orders SET receipt_emailed_at = now(), updated_at = now() WHERE id = ${orderId}`)
}

/** Claim, send, record; a failed send releases the claim (Resend has no idempotency key). */
export async function sendOrderReceipt(
  payload: Payload,
  orderId: number,
): Promise<'sent' | 'skipped'> {
  const order = await findDoc(payload, 'server', { collection: 'orders', id: orderId, depth: 1 })
  if (!order || order.receiptEmailedAt || !order.customer || typeof order.customer !== 'object')
    return 'skipped'
  const db = await dbFor(payload)
  if (!(await claimReceipt(db, order.id))) {
    // Claimed longer than a lease ago and still not sent: its sender died mid-way.
    if (claimLapsed(order.receiptClaimedAt))
      payload.logger.warn(
        `The receipt of order ${order.number} was claimed at ${order.receiptClaimedAt} and never recorded as sent; not sending it again`,
      )
    return 'skipped'
  }
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const message = receiptMessage(
    order,
    order.customer,
    site.name || SITE_DEFAULTS.name,
    getSettings().appUrl,
  )
  try {
    await payload.sendEmail({ to: order.customer.email, ...message })
  } catch (error) {
    await releaseReceiptClaim(db, order.id)
    throw error
  }
  await recordReceiptSent(db, order.id)
  return 'sent'
}

const claimLapsed = (claimedAt: string | null | undefined) =>
  claimedAt ? Date.now() - Date.parse(claimedAt) > getSettings().jobs.leaseMs : false
