import type Stripe from 'stripe'

import { findFirst } from '@/lib/payload/findDoc'
import { idOf } from '@/lib/payload/idOf'
import { fulfilPayment } from './fulfilPayment'
import { readPurchaseMetadata, type PurchaseMetadata } from './purchaseMetadata'
import { trackSubscription } from './trackSubscription'
import { defineHandler, type HandlerContext } from './types'

/** Invoices that pay for a period of the plan; others (prorations, one-off invoices) grant nothing. */
const PERIOD_REASONS = new Set(['subscription_create', 'subscription_cycle'])

type Prepared = { paymentIntent: string | null }

/** The payment intent that paid an invoice, so a later refund of it finds its order. Best effort. */
async function paymentIntentOf(stripe: Stripe, invoiceId: string): Promise<string | null> {
  try {
    const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 })
    const paid = payments.data.find((payment) => payment.status === 'paid') ?? payments.data[0]
    return paid?.payment.type === 'payment_intent' ? idOf(paid.payment.payment_intent) : null
  } catch {
    return null
  }
}

/** Payer of a subscription whose metadata was lost: our record, with credits fixed at purchase. */
async function purchaseFromRecord(
  ctx: HandlerContext,
  subscriptionId: string,
): Promise<PurchaseMetadata | null> {
  const record = await findFirst(ctx.payload, 'server', {
    collection: 'subscriptions',
    where: { stripeSubscriptionId: { equals: subscriptionId } },
    depth: 1,
    req: ctx.req,
  })
  if (!record || typeof record.owner !== 'object') return null
  const plan = typeof record.plan === 'object' ? record.plan : null
  return {
    userId: record.owner.id,
    planSlug: plan?.slug ?? '',
    planName: record.planName,
    credits: record.credits,
  }
}

/** invoice.paid: each paid period of the monthly plan grants that period's credits, once. */
export const invoicePaidHandler = defineHandler<Prepared>({
  prepare: async (event, { stripe }) => {
    const invoice = event.data.object as Stripe.Invoice
    return {
      paymentIntent: PERIOD_REASONS.has(invoice.billing_reason ?? '')
        ? await paymentIntentOf(stripe, invoice.id!)
        : null,
    }
  },
  apply: async (ctx, prepared) => {
    const invoice = ctx.event.data.object as Stripe.Invoice
    const details = invoice.parent?.subscription_details
    const subscriptionId = idOf(details?.subscription)
    if (!PERIOD_REASONS.has(invoice.billing_reason ?? '') || !subscriptionId || !invoice.id)
      return 'ignored'
    const customer = idOf(invoice.customer)
    const purchase =
      readPurchaseMetadata(details?.metadata) ?? (await purchaseFromRecord(ctx, subscriptionId))
    if (!purchase) return 'not-ours'
    const line = invoice.lines?.data?.[0]
    const outcome = await fulfilPayment(ctx, {
      paymentKey: invoice.id,
      kind: 'subscription_period',
      purchase,
      amount: invoice.amount_paid,
      currency: invoice.currency,
      receiptUrl: invoice.hosted_invoice_url ?? null,
      period: line ? { start: line.period.start, end: line.period.end } : undefined,
      stripe: {
        invoice: invoice.id,
        subscription: subscriptionId,
        customer,
        paymentIntent: prepared.paymentIntent,
      },
    })
    await trackSubscription(ctx, {
      stripeSubscriptionId: subscriptionId,
      purchase,
      stripeCustomerId: customer,
      status: 'active',
      currentPeriodEnd: line?.period.end,
      eventAt: ctx.event.created,
    })
    return outcome
  },
})
