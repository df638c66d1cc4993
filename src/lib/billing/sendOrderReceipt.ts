import type { Payload } from 'payload'

import { dbFor } from '@/lib/db/postgres'
import { claimReceipt, recordReceiptSent, releaseReceiptClaim } from '@/lib/db/statements/orders'
import { getSettings } from '@/lib/env'
import { findDoc } from '@/lib/payload/findDoc'
import { SITE_DEFAULTS } from '@/lib/site/defaults'
import { receiptMessage } from './receiptEmail'

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
