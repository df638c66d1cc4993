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

export type StripeIds = { stripeID: string; stripePriceId: string }

export type SyncOptions = {
  /** Update the product's name and description here (false when the Stripe plugin does it). */
  manageProduct: boolean
  /** The plan as it was before this change; undefined forces a fresh price. */
  previous?: PlanForStripe
}

const productFields = (plan: PlanForStripe) => ({
  name: plan.name,
  description: plan.blurb,
  metadata: { planSlug: plan.slug },
})

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

async function ensureProduct(
  stripe: Stripe,
  plan: PlanForStripe,
  options: SyncOptions,
): Promise<string> {
  if (!plan.stripeID) return (await stripe.products.create(productFields(plan))).id
  const changed =
    options.previous &&
    (options.previous.name !== plan.name ||
      options.previous.blurb !== plan.blurb ||
      options.previous.slug !== plan.slug)
  if (options.manageProduct && changed) {
    try {
      await stripe.products.update(plan.stripeID, productFields(plan))
    } catch (error) {
      if (!isMissingAtStripe(error)) throw error
      return (await stripe.products.create(productFields(plan))).id
    }
  }
  return plan.stripeID
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
 * Brings Stripe in line with a plan: a product for it, and a price for exactly its amount,
 * currency and kind. Stripe prices are immutable, so a new amount means a new price (holding the
 * plan's slug as lookup_key) and the old one is archived; subscriptions already running keep the
 * price they were bought at.
 */
export async function syncPlanToStripe(
  stripe: Stripe,
  plan: PlanForStripe,
  options: SyncOptions,
): Promise<StripeIds> {
  let productId = await ensureProduct(stripe, plan, options)
  const previous = options.previous
  const samePrice =
    previous &&
    plan.stripePriceId &&
    previous.stripePriceId === plan.stripePriceId &&
    priceTerms(previous) === priceTerms(plan) &&
    productId === plan.stripeID
  if (samePrice) {
    if (previous.slug !== plan.slug)
      await stripe.prices.update(plan.stripePriceId!, {
        lookup_key: plan.slug,
        transfer_lookup_key: true,
      })
    return { stripeID: productId, stripePriceId: plan.stripePriceId! }
  }
  let price: Stripe.Price
  try {
    price = await createPrice(stripe, plan, productId)
  } catch (error) {
    // The product is gone at Stripe (deleted there, or a stand-in that restarted): start afresh.
    if (!isMissingAtStripe(error)) throw error
    productId = (await stripe.products.create(productFields(plan))).id
    price = await createPrice(stripe, plan, productId)
  }
  if (plan.stripePriceId && plan.stripePriceId !== price.id)
    await archivePrice(stripe, plan.stripePriceId)
  return { stripeID: productId, stripePriceId: price.id }
}

async function archivePrice(stripe: Stripe, priceId: string): Promise<void> {
  try {
    await stripe.prices.update(priceId, { active: false })
  } catch (error) {
    if (!isMissingAtStripe(error)) throw error
  }
}
