import type { Where } from 'payload'
import type Stripe from 'stripe'

import { applyCreditChange } from '@/lib/credits/creditLedger'
import { lockedBalanceOf } from '@/lib/db/statements/credits'
import { findFirst } from '@/lib/payload/findDoc'
import { idOf } from '@/lib/payload/idOf'
import { creditsToRemove, statusAfterRefund } from '../orders'
import { defineHandler } from './types'

type Prepared = { invoiceId: string | null }

const orderWhere = (paymentIntent: string | null, invoiceId: string | null): Where => ({
  or: [
    ...(paymentIntent ? [{ 'stripe.paymentIntent': { equals: paymentIntent } }] : []),
    ...(invoiceId ? [{ paymentKey: { equals: invoiceId } }] : []),
  ],
})

/** charge.refunded (one per refund, with the running total): the order records it and credits are taken back. */
export const chargeRefundedHandler = defineHandler<Prepared>({
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
