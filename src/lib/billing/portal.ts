import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { findDoc } from '@/lib/payload/findDoc'

/** Stripe's customer portal (change card, see invoices, cancel the plan) for this person, or null if they never bought. */
export async function portalUrl(
  payload: Payload,
  stripe: Stripe,
  userId: number,
  returnUrl: string,
): Promise<string | null> {
  const user = await findDoc(payload, 'server', { collection: 'users', id: userId })
  if (!user?.stripeCustomerId) return null
  const session = await stripe.billingPortal.sessions.create({
    customer: user.stripeCustomerId,
    return_url: returnUrl,
  })
  return session.url
}
