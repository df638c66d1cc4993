import type { Payload, Where } from 'payload'
import type Stripe from 'stripe'

import { findFirst } from '@/lib/payload/findDoc'
import type { Order } from '@/payload-types'
import { idOf } from '@/lib/payload/idOf'

export type CheckoutOutcome = { state: 'fulfilled'; order: Order } | { state: 'pending' }

/** What /billing says on return from Stripe: the order once fulfilled, else pending; null if not this person's session. */
export async function checkoutOutcome(
  payload: Payload,
  stripe: Stripe,
  userId: number,
  sessionId: string,
): Promise<CheckoutOutcome | null> {
  const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => null)
  if (!session || session.client_reference_id !== String(userId)) return null
  const paymentIntent = idOf(session.payment_intent)
  const subscription = idOf(session.subscription)
  const where: Where | null = paymentIntent
    ? { paymentKey: { equals: paymentIntent } }
    : subscription
      ? { 'stripe.subscription': { equals: subscription } }
      : null
  if (!where) return { state: 'pending' }
  const order = await findFirst(payload, 'server', {
    collection: 'orders',
    where: { and: [where, { customer: { equals: userId } }] },
    sort: ['paidAt', 'id'],
  })
  return order ? { state: 'fulfilled', order } : { state: 'pending' }
}
