import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { findDoc } from '@/lib/payload/findDoc'
import type { User } from '@/payload-types'
import { unlessMissing } from './stripe'

/** The person's Stripe customer id (an admin-only field, read by the server), or null before a checkout. */
export async function storedStripeCustomerId(payload: Payload, userId: number) {
  return (
    (await findDoc(payload, 'server', { collection: 'users', id: userId }))?.stripeCustomerId ??
    null
  )
}

/** The person's Stripe customer, made at the first checkout (never at sign-in), replaced if Stripe lost it. */
export async function ensureStripeCustomer(
  payload: Payload,
  stripe: Stripe,
  user: Pick<User, 'id' | 'email' | 'name'>,
): Promise<string> {
  const stored = await storedStripeCustomerId(payload, user.id)
  const details = { email: user.email, name: user.name ?? undefined }
  const customer = stored ? await unlessMissing(stripe.customers.retrieve(stored)) : null
  if (stored && customer && !customer.deleted) {
    const stale = customer.email !== user.email || (user.name && customer.name !== user.name)
    if (!stale || (await unlessMissing(stripe.customers.update(stored, details)))) return stored
  }
  const created = await stripe.customers.create({
    ...details,
    metadata: { userId: String(user.id) },
  })
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { stripeCustomerId: created.id },
    depth: 0,
    overrideAccess: true,
  })
  return created.id
}

/** Stripe's customer portal (card, invoices, cancellation) for this person, or null if they never bought. */
export async function portalUrl(
  payload: Payload,
  stripe: Stripe,
  userId: number,
  returnUrl: string,
): Promise<string | null> {
  const customer = await storedStripeCustomerId(payload, userId)
  if (!customer) return null
  return (await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl })).url
}
