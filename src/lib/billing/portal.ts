import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { storedStripeCustomerId } from './stripeCustomer'

/** Stripe's customer portal (change card, see invoices, cancel the plan) for this person, or null if they never bought. */
export async function portalUrl(
  payload: Payload,
  stripe: Stripe,
  userId: number,
  returnUrl: string,
): Promise<string | null> {
  const stripeCustomerId = await storedStripeCustomerId(payload, userId)
  if (!stripeCustomerId) return null
  const session = await stripe.billingPortal.sessions.create({
    customer: stripeCustomerId,
    return_url: returnUrl,
  })
  return session.url
}
