import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { User } from '@/payload-types'
import { isMissingAtStripe } from './stripe'

/**
 * The person's Stripe customer, created at their first checkout (never at sign-in) with their
 * e-mail, name and our user id, and kept up to date when those change. A customer Stripe no
 * longer knows (deleted there, or a local stand-in that restarted) is replaced.
 */
export async function ensureStripeCustomer(
  payload: Payload,
  stripe: Stripe,
  user: Pick<User, 'id' | 'email' | 'name'>,
): Promise<string> {
  // stripeCustomerId is an admin-only field, so read it past access control.
  const stored = (
    await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
  ).stripeCustomerId
  const details = { email: user.email, name: user.name ?? undefined }
  if (stored) {
    try {
      const customer = await stripe.customers.retrieve(stored)
      if (!customer.deleted) {
        if (customer.email !== user.email || (user.name && customer.name !== user.name))
          await stripe.customers.update(stored, details)
        return stored
      }
    } catch (error) {
      if (!isMissingAtStripe(error)) throw error
    }
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
