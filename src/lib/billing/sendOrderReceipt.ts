import type { Payload } from 'payload'

import { getSettings } from '@/lib/env'
import { SITE_DEFAULTS } from '@/lib/site/defaults'
import { receiptMessage } from './receiptEmail'

/**
 * Sends an order's receipt once: an order already e-mailed, or one whose customer has since
 * deleted their account, is skipped. Run by the jobs queue (src/jobs/sendOrderReceipt.ts).
 */
export async function sendOrderReceipt(
  payload: Payload,
  orderId: number,
): Promise<'sent' | 'skipped'> {
  const order = await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!order || order.receiptEmailedAt || !order.customer || typeof order.customer !== 'object')
    return 'skipped'
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const message = receiptMessage(
    order,
    order.customer,
    site.name || SITE_DEFAULTS.name,
    getSettings().appUrl,
  )
  await payload.sendEmail({ to: order.customer.email, ...message })
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: { receiptEmailedAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  return 'sent'
}
