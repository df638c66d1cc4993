import type { Where } from 'payload'
import type Stripe from 'stripe'

import { applyCreditChange } from '@/lib/credits/creditLedger'
import { lockedBalanceOf } from '@/lib/db/statements/credits'
import { findFirst } from '@/lib/payload/findDoc'
import { docOf, idOf } from '@/lib/payload/idOf'
import { creditsToRemove, statusAfterRefund } from '../orders'
import { fulfilPayment } from './fulfilPayment'
import { readPurchaseMetadata, type PurchaseMetadata } from './purchaseMetadata'
import { trackSubscription } from './trackSubscription'
import { defineHandler, type HandlerContext } from './types'

// The events that move money: a paid checkout, a paid period of the plan, a refund.

/** Stripe's receipt for a pack's payment; a nicety, so a failure to fetch it never holds up the credits. */
const receiptUrlOf = (stripe: Stripe, paymentIntentId: string) =>
  stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }).then(
    (intent) => docOf(intent.latest_charge)?.receipt_url ?? null,
    () => null,
  )

const isPaidPack = (session: Stripe.Checkout.Session) =>
  session.mode === 'payment' && session.payment_status === 'paid'

/** A pack is fulfilled once paid; a subscription is only linked (credits come with invoice.paid). */
export const checkoutSessionHandler = defineHandler<{ receiptUrl: string | null }>({
  prepare: async (event, { stripe }) => {
    const session = event.data.object as Stripe.Checkout.Session
    const paymentIntent = idOf(session.payment_intent)
    return {
      receiptUrl:
        isPaidPack(session) && paymentIntent ? await receiptUrlOf(stripe, paymentIntent) : null,
    }
  },
  apply: async (ctx, prepared) => {
    const session = ctx.event.data.object as Stripe.Checkout.Session
    const purchase = readPurchaseMetadata(session.metadata)
    if (!purchase) return 'not-ours'
    if (session.mode === 'subscription') {
      const subscription = idOf(session.subscription)
      if (!subscription || session.status !== 'complete') return 'ignored'
      return trackSubscription(ctx, {
        stripeSubscriptionId: subscription,
        purchase,
        stripeCustomerId: idOf(session.customer),
        status: 'active',
        eventAt: ctx.event.created,
        onlyIfNew: true,
      })
    }
    if (!isPaidPack(session)) return 'awaiting-payment'
    const paymentIntent = idOf(session.payment_intent)
    if (!paymentIntent) throw new Error(`Paid checkout session ${session.id} has no payment intent`)
    return fulfilPayment(ctx, {
      paymentKey: paymentIntent,
      kind: 'pack',
      purchase,
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      receiptUrl: prepared.receiptUrl,
      stripe: { checkoutSession: session.id, paymentIntent, customer: idOf(session.customer) },
    })
  },
})

/** Invoices that pay for a period of the plan; others (prorations, one-off invoices) grant nothing. */
const PERIOD_REASONS = new Set(['subscription_create', 'subscription_cycle'])

/** The payment intent that paid an invoice, so a later refund of it finds its order. Best effort. */
const paymentIntentOf = (stripe: Stripe, invoiceId: string) =>
  stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 }).then(
    (payments) => {
      const paid = payments.data.find((payment) => payment.status === 'paid') ?? payments.data[0]
      return paid?.payment.type === 'payment_intent' ? idOf(paid.payment.payment_intent) : null
    },
    () => null,
  )

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
export const invoicePaidHandler = defineHandler<{ paymentIntent: string | null }>({
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

const orderWhere = (paymentIntent: string | null, invoiceId: string | null): Where => ({
  or: [
    ...(paymentIntent ? [{ 'stripe.paymentIntent': { equals: paymentIntent } }] : []),
    ...(invoiceId ? [{ paymentKey: { equals: invoiceId } }] : []),
  ],
})

/** charge.refunded (one per refund, with the running total): the order records it and credits are taken back. */
export const chargeRefundedHandler = defineHandler<{ invoiceId: string | null }>({
  prepare: async (event, { payload, stripe }) => {
    const charge = event.data.object as Stripe.Charge
    const paymentIntent = idOf(charge.payment_intent)
    if (!paymentIntent) return { invoiceId: null }
    const where = orderWhere(paymentIntent, null)
    if (await findFirst(payload, 'server', { collection: 'orders', where }))
      return { invoiceId: null }
    // A subscription period's order is keyed by its invoice; Stripe knows which invoice this payment paid.
    const payments = await stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntent },
      limit: 1,
    })
    return { invoiceId: idOf(payments.data[0]?.invoice) }
  },
  apply: async (ctx, prepared) => {
    const { payload, req, db } = ctx
    const charge = ctx.event.data.object as Stripe.Charge
    const paymentIntent = idOf(charge.payment_intent)
    if (!paymentIntent && !prepared.invoiceId) return 'not-ours'
    const order = await findFirst(payload, 'server', {
      collection: 'orders',
      where: orderWhere(paymentIntent, prepared.invoiceId),
      req,
    })
    if (!order) return 'not-ours'
    const refundedNow = charge.amount_refunded
    if (refundedNow <= order.amountRefunded) return 'refund-already-applied'

    const userId = idOf(order.customer)
    let removed = 0
    if (userId) {
      // Locks the balance until commit, so a redesign charged meanwhile cannot make it go negative.
      const balance = await lockedBalanceOf(db, userId)
      removed = creditsToRemove({
        credits: order.credits,
        amount: order.amount,
        refundedBefore: order.amountRefunded,
        refundedNow,
        balance,
      })
      if (removed > 0) {
        await applyCreditChange(
          payload,
          {
            userId,
            delta: -removed,
            reason: 'payment_refund',
            key: `stripe:refund:${charge.id}:${refundedNow}`,
            order: order.number,
            note: `Refund of ${order.planName}`,
          },
          req,
        )
      }
    }
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: {
        amountRefunded: refundedNow,
        creditsRemoved: order.creditsRemoved + removed,
        status: statusAfterRefund(order.amount, refundedNow),
        stripe: { ...order.stripe, paymentIntent: order.stripe?.paymentIntent ?? paymentIntent },
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return removed > 0 ? 'refund-credits-removed' : 'refund-recorded'
  },
})
