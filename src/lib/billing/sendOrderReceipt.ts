import type { Payload } from 'payload'

import { dbFor } from '@/lib/db/postgres'
import { claimReceipt, recordReceiptSent, releaseReceiptClaim } from '@/lib/db/statements/orders'
import { getSettings } from '@/lib/env'
import { findDoc } from '@/lib/payload/findDoc'
import { SITE_DEFAULTS } from '@/lib/site/defaults'
import { receiptMessage } from './receiptEmail'

/**
 * Sends an order's receipt at most once: claim (one conditional UPDATE), send, record. Two runners
 * of the same job, or a job and its retry, cannot both send: only the claimant does. An order
 * already e-mailed or claimed, or one whose customer has since deleted their account, is skipped.
 * A send that fails with an error releases the claim, so the queue's retry sends it. A runner that
 * dies between claim and record leaves the claim: the receipt is not sent again, because it may
 * have gone out (Payload's Resend adapter sends no idempotency key); the order page keeps the
 * receipt, and the warning below names the order. Run by the sendOrderReceipt job.
 */
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
