import type Stripe from 'stripe'

import { docOf, idOf } from '@/lib/payload/idOf'
import { fulfilPayment } from './fulfilPayment'
import { readPurchaseMetadata } from './purchaseMetadata'
import { trackSubscription } from './trackSubscription'
import { defineHandler } from './types'

type Prepared = { receiptUrl: string | null }

/** Stripe's receipt for a pack's payment; a nicety, so a failure to fetch it never holds up the credits. */
async function receiptUrlOf(stripe: Stripe, paymentIntentId: string): Promise<string | null> {
  try {
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {
      expand: ['latest_charge'],
    })
    const charge = intent.latest_charge
    return docOf(charge)?.receipt_url ?? null
  } catch {
    return null
  }
}

const isPaidPack = (session: Stripe.Checkout.Session) =>
  session.mode === 'payment' && session.payment_status === 'paid'

/** A pack is fulfilled once paid; a subscription is only linked (credits come with invoice.paid). */
export const checkoutSessionHandler = defineHandler<Prepared>({
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
