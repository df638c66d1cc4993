import type Stripe from 'stripe'

import type { PlanKind } from './plans'
import { isMissingAtStripe } from './stripe'

/** The parts of a plan that Stripe's product and price carry. */
export type PlanForStripe = {
  slug: string
  name: string
  blurb: string
  kind: PlanKind
  amount: number
  currency: string
  stripeID?: string | null
  stripePriceId?: string | null
}

const priceTerms = (plan: PlanForStripe) =>
  `${plan.amount} ${plan.currency.toLowerCase()} ${plan.kind}`

/** Whether an existing Stripe price charges exactly what the plan states. */
export const priceMatches = (
  price: Stripe.Price,
  plan: PlanForStripe,
  productId: string | null | undefined,
) =>
  price.active &&
  price.unit_amount === plan.amount &&
  price.currency === plan.currency.toLowerCase() &&
  price.type === (plan.kind === 'subscription' ? 'recurring' : 'one_time') &&
  (plan.kind !== 'subscription' ||
    (price.recurring?.interval === 'month' && price.recurring.interval_count === 1)) &&
  (typeof price.product === 'string' ? price.product : price.product.id) === productId

/** Whether Stripe still has a product (another account or a restarted stand-in may not). */
export async function productExists(stripe: Stripe, productId: string): Promise<boolean> {
  try {
    await stripe.products.retrieve(productId)
    return true
  } catch (error) {
    if (isMissingAtStripe(error)) return false
    throw error
  }
}

const createPrice = (stripe: Stripe, plan: PlanForStripe, product: string) =>
  stripe.prices.create({
    product,
    unit_amount: plan.amount,
    currency: plan.currency.toLowerCase(),
    ...(plan.kind === 'subscription'
      ? { recurring: { interval: 'month' as const, interval_count: 1 } }
      : {}),
    lookup_key: plan.slug,
    transfer_lookup_key: true,
    nickname: plan.name,
    metadata: { planSlug: plan.slug },
  })

/**
 * The Stripe price for exactly the plan's amount, currency and kind, on the plan's product (which
 * the Stripe plugin creates and renames). Stripe prices are immutable, so a new amount means a new
 * price (holding the plan's slug as lookup_key) and the old one is archived; subscriptions already
 * running keep the price they were bought at. Without `previous` a new price is always made.
 */
export async function syncPlanPrice(
  stripe: Stripe,
  plan: PlanForStripe,
  previous?: PlanForStripe,
): Promise<string> {
  if (!plan.stripeID) throw new Error(`Plan "${plan.slug}" has no Stripe product to price`)
  const samePrice =
    previous &&
    plan.stripePriceId &&
    previous.stripePriceId === plan.stripePriceId &&
    priceTerms(previous) === priceTerms(plan) &&
    previous.stripeID === plan.stripeID
  if (samePrice) {
    if (previous.slug !== plan.slug)
      await stripe.prices.update(plan.stripePriceId!, {
        lookup_key: plan.slug,
        transfer_lookup_key: true,
      })
    return plan.stripePriceId!
  }
  const price = await createPrice(stripe, plan, plan.stripeID)
  if (plan.stripePriceId && plan.stripePriceId !== price.id)
    await archivePrice(stripe, plan.stripePriceId)
  return price.id
}

async function archivePrice(stripe: Stripe, priceId: string): Promise<void> {
  try {
    await stripe.prices.update(priceId, { active: false })
  } catch (error) {
    if (!isMissingAtStripe(error)) throw error
  }
}
