import type { Order } from '@/payload-types'
import { escapeHtml } from '@/lib/html/escapeHtml'
import { SUPPORT_EMAIL } from '@/lib/site/defaults'
import { longDate } from '@/lib/format/dates'
import { formatPrice } from './plans'

export type ReceiptOrder = Pick<
  Order,
  | 'id'
  | 'number'
  | 'planName'
  | 'kind'
  | 'amount'
  | 'currency'
  | 'credits'
  | 'paidAt'
  | 'periodStart'
  | 'periodEnd'
  | 'receiptUrl'
>

/** "Monthly plan, 1 July 2025 – 1 August 2025" or "Starter pack". */
export const orderItem = (
  order: Pick<ReceiptOrder, 'planName' | 'kind' | 'periodStart' | 'periodEnd'>,
) =>
  order.kind === 'subscription_period' && order.periodStart && order.periodEnd
    ? `${order.planName}, ${longDate(order.periodStart)} – ${longDate(order.periodEnd)}`
    : order.planName

/** What a receipt states about an order, in order: the e-mail and the receipt page show the same. */
export const receiptRows = (order: ReceiptOrder): [string, string][] => [
  ['Order number', order.number],
  ['Date', longDate(order.paidAt)],
  ['Item', orderItem(order)],
  ['Amount paid', formatPrice(order.amount, order.currency)],
  ['Credits added', String(order.credits)],
]

export function receiptMessage(
  order: ReceiptOrder,
  customer: { name?: string | null },
  siteName: string,
  appUrl: string,
) {
  const name = customer.name?.trim() || 'there'
  const receiptPage = `${appUrl}/billing/orders/${order.id}`
  const rows = receiptRows(order)
  const text = [
    `Hi ${name},`,
    '',
    `Thank you for your purchase. Here is your ${siteName} receipt.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Your receipt online: ${receiptPage}`,
    ...(order.receiptUrl ? [`Stripe's receipt: ${order.receiptUrl}`] : []),
    '',
    `Paid by card through Stripe; ${siteName} never sees or stores your card details.`,
    `Questions about this order? Write to ${SUPPORT_EMAIL} with the order number (see our refund policy: ${appUrl}/pages/refund-policy).`,
    '',
    `— The ${siteName} team`,
  ].join('\n')
  const html = `<p>Hi ${escapeHtml(name)},</p>
<p>Thank you for your purchase. Here is your ${escapeHtml(siteName)} receipt.</p>
<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<p><a href="${receiptPage}">View your receipt online</a>${order.receiptUrl ? ` · <a href="${escapeHtml(order.receiptUrl)}">Stripe's receipt</a>` : ''}</p>
<p>Paid by card through Stripe; ${escapeHtml(siteName)} never sees or stores your card details.</p>
<p>Questions about this order? Write to ${SUPPORT_EMAIL} with the order number (see our <a href="${appUrl}/pages/refund-policy">refund policy</a>).</p>
<p>— The ${escapeHtml(siteName)} team</p>`
  return { subject: `Your ${siteName} receipt for order ${order.number}`, text, html }
}
