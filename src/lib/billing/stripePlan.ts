import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { Plan } from '@/payload-types'
import { unlessMissing } from './stripe'

export type PlanForStripe = Pick<
  Plan,
  'slug' | 'name' | 'blurb' | 'kind' | 'amount' | 'currency' | 'stripeID' | 'stripePriceId'
>

const priceTerms = (plan: PlanForStripe) =>
  `${plan.amount} ${plan.currency.toLowerCase()} ${plan.kind}`

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

/** The plan's Stripe product: renamed with the plan, made anew when Stripe does not have it. */
export async function syncPlanProduct(stripe: Stripe, plan: PlanForStripe): Promise<string> {
  const fields = { name: plan.name, description: plan.blurb, metadata: { planSlug: plan.slug } }
  const product = plan.stripeID
    ? await unlessMissing(stripe.products.retrieve(plan.stripeID))
    : null
  if (!product) return (await stripe.products.create(fields)).id
  if (
    product.name !== fields.name ||
    product.description !== fields.description ||
    product.metadata.planSlug !== plan.slug
  )
    await stripe.products.update(product.id, fields)
  return product.id
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

/** Prices are immutable: new terms make a new price (lookup_key = slug) and archive the old. */
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
    await unlessMissing(stripe.prices.update(plan.stripePriceId, { active: false }))
  return price.id
}

/** The price to charge, checked before checkout; one Stripe lost or that no longer matches is replaced. */
export async function priceForCheckout(
  payload: Payload,
  stripe: Stripe,
  plan: Plan,
): Promise<string> {
  const price = plan.stripePriceId
    ? await unlessMissing(stripe.prices.retrieve(plan.stripePriceId))
    : null
  if (price && priceMatches(price, plan, plan.stripeID)) return price.id
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
