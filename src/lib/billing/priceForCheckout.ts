import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { Plan } from '@/payload-types'
import { isMissingAtStripe } from './stripe'
import { priceMatches } from './syncPlanPrice'

/**
 * The Stripe price to charge for a plan, checked against the plan just before checkout so the
 * customer pays exactly what /pricing stated. A price Stripe does not know or that no longer
 * matches (changed in Stripe's dashboard, another Stripe account, a restarted stand-in) is
 * replaced by saving the plan: its hooks make a new price, and the Stripe plugin a new product if
 * Stripe no longer has that either.
 */
export async function priceForCheckout(
  payload: Payload,
  stripe: Stripe,
  plan: Plan,
): Promise<string> {
  if (plan.stripePriceId) {
    try {
      const price = await stripe.prices.retrieve(plan.stripePriceId)
      if (priceMatches(price, plan, plan.stripeID)) return price.id
    } catch (error) {
      if (!isMissingAtStripe(error)) throw error
    }
  }
  const saved = await payload.update({
    collection: 'plans',
    id: plan.id,
    data: {},
    depth: 0,
    overrideAccess: true,
    context: { freshPrice: true },
  })
  payload.logger.info(`Plan "${plan.slug}" now charges Stripe price ${saved.stripePriceId}`)
  return saved.stripePriceId!
}
