import { applyCreditChange } from '@/lib/credits/creditLedger'
import { userExists } from '@/lib/db/statements/users'
import { findFirst } from '@/lib/payload/findDoc'
import type { Order } from '@/payload-types'
import { queueJob } from '@/lib/jobs/engine'
import { BILLING_QUEUE } from '@/lib/jobs/queues'
import { orderNumber, type OrderKind } from '../orders'
import { planIdBySlug, type PurchaseMetadata } from './purchaseMetadata'
import type { HandlerContext } from './types'

export type Payment = {
  /** The payment itself (payment intent for a pack, invoice for a subscription period): one order each. */
  paymentKey: string
  kind: OrderKind
  purchase: PurchaseMetadata
  amount: number
  currency: string
  receiptUrl?: string | null
  period?: { start: number; end: number }
  stripe: Order['stripe']
}

export const ledgerKeyFor = (paymentKey: string) => `stripe:payment:${paymentKey}`

const isoDate = (seconds: number) => new Date(seconds * 1000).toISOString()

/** One paid payment → an order, its credits and a queued receipt, in the event's transaction; once per payment. */
export async function fulfilPayment(
  ctx: HandlerContext,
  payment: Payment,
): Promise<'credited' | 'duplicate-payment' | 'no-customer'> {
  const { payload, req } = ctx
  const paid = { paymentKey: { equals: payment.paymentKey } }
  if (await findFirst(payload, 'server', { collection: 'orders', where: paid, req }))
    return 'duplicate-payment'

  const { purchase } = payment
  const customerExists = await userExists(ctx.db, purchase.userId)
  const order = await payload.create({
    collection: 'orders',
    data: {
      number: orderNumber(payment.paymentKey),
      customer: customerExists ? purchase.userId : null,
      plan: await planIdBySlug(ctx, purchase.planSlug),
      planName: purchase.planName,
      kind: payment.kind,
      amount: payment.amount,
      currency: payment.currency,
      credits: customerExists ? purchase.credits : 0,
      status: 'paid',
      amountRefunded: 0,
      creditsRemoved: 0,
      paidAt: isoDate(ctx.event.created),
      periodStart: payment.period ? isoDate(payment.period.start) : null,
      periodEnd: payment.period ? isoDate(payment.period.end) : null,
      receiptUrl: payment.receiptUrl ?? null,
      paymentKey: payment.paymentKey,
      stripe: payment.stripe,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!customerExists) {
    // Paid but the account is gone: keep the order and let support refund it.
    payload.logger.error(
      `Order ${order.number}: payment ${payment.paymentKey} is for user ${purchase.userId}, who no longer exists; no credits granted`,
    )
    return 'no-customer'
  }
  await applyCreditChange(
    payload,
    {
      userId: purchase.userId,
      delta: purchase.credits,
      reason: payment.kind === 'pack' ? 'purchase' : 'subscription_period',
      key: ledgerKeyFor(payment.paymentKey),
      order: order.number,
      note: purchase.planName,
    },
    req,
  )
  await queueJob(payload, { task: 'sendOrderReceipt', id: order.id, queue: BILLING_QUEUE, req })
  return 'credited'
}
