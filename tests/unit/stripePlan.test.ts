/** @jest-environment node */
import { jest } from '@jest/globals'
import type Stripe from 'stripe'

import { createStripeClient } from '@/lib/billing/stripe'
import {
  priceMatches,
  syncPlanPrice,
  syncPlanProduct,
  type PlanForStripe,
} from '@/lib/billing/stripePlan'
import { startStripeStandIn, type StripeStandIn } from '../../tools/stripeStandIn'

// Several HTTP round trips to the stand-in per test: room for a loaded machine.
jest.setTimeout(20_000)

let standIn: StripeStandIn
let stripe: Stripe

beforeAll(async () => {
  standIn = await startStripeStandIn()
  stripe = createStripeClient({ secretKey: standIn.secretKey, apiBase: standIn.url })
})

afterAll(() => standIn.stop())

const pack: PlanForStripe = {
  slug: 'starter-pack',
  name: 'Starter pack',
  blurb: 'A few rooms.',
  kind: 'pack',
  amount: 900,
  currency: 'usd',
}

/** The plan with a new product, as syncPlanProduct leaves it before its price is made. */
const withProduct = async (plan: PlanForStripe): Promise<PlanForStripe> => ({
  ...plan,
  stripeID: await syncPlanProduct(stripe, { ...plan, stripeID: null }),
})

/** The plan with its product and price, as saved. */
const priced = async (plan: PlanForStripe): Promise<PlanForStripe> => {
  const withItsProduct = await withProduct(plan)
  return { ...withItsProduct, stripePriceId: await syncPlanPrice(stripe, withItsProduct) }
}

describe('keeping a plan’s Stripe price in line with it', () => {
  it('creates a one-time price for a new pack, and a monthly price for a subscription', async () => {
    const plan = await priced(pack)
    const price = await stripe.prices.retrieve(plan.stripePriceId!)
    expect(price).toMatchObject({
      unit_amount: 900,
      currency: 'usd',
      type: 'one_time',
      lookup_key: 'starter-pack',
      product: plan.stripeID,
      active: true,
    })

    const monthly = await priced({ ...pack, slug: 'monthly', kind: 'subscription', amount: 2400 })
    const recurring = await stripe.prices.retrieve(monthly.stripePriceId!)
    expect(recurring).toMatchObject({
      unit_amount: 2400,
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1 },
    })
  })

  it('replaces the price when the amount changes (Stripe prices are immutable), archiving the old one', async () => {
    const before = await priced({ ...pack, slug: 'home-pack' })
    const second = await syncPlanPrice(stripe, { ...before, amount: 1900 }, before)
    expect(second).not.toBe(before.stripePriceId)
    expect(await stripe.prices.retrieve(second)).toMatchObject({
      unit_amount: 1900,
      active: true,
      lookup_key: 'home-pack',
      product: before.stripeID,
    })
    expect(await stripe.prices.retrieve(before.stripePriceId!)).toMatchObject({
      active: false,
      lookup_key: null,
    })
  })

  it('keeps the price for a new name without a call to Stripe (the product is renamed instead)', async () => {
    const before = await priced({ ...pack, slug: 'renamed' })
    const requests = standIn.requests.length
    const renamed = await syncPlanPrice(stripe, { ...before, name: 'Starter bundle' }, before)
    expect(renamed).toBe(before.stripePriceId)
    expect(standIn.requests.length).toBe(requests)
  })

  it('makes a new price on a new product, and refuses a plan with no product', async () => {
    const before = await priced({ ...pack, slug: 'orphan', stripePriceId: 'price_gone' })
    const moved = await withProduct(before)
    const price = await stripe.prices.retrieve(await syncPlanPrice(stripe, moved, before))
    expect(price.product).toBe(moved.stripeID)
    expect(priceMatches(price, moved, moved.stripeID)).toBe(true)
    expect(priceMatches(price, { ...moved, amount: 901 }, moved.stripeID)).toBe(false)
    expect(priceMatches(price, { ...moved, kind: 'subscription' }, moved.stripeID)).toBe(false)
    expect(priceMatches(price, moved, before.stripeID)).toBe(false)
    await expect(syncPlanPrice(stripe, { ...pack, slug: 'no-product' })).rejects.toThrow(
      'Plan "no-product" has no Stripe product to price',
    )
  })

  it('keeps the product, renames it with the plan, and makes a new one when Stripe has lost it', async () => {
    const plan = await withProduct({ ...pack, slug: 'named' })
    const productWrites = () =>
      standIn.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/products'))
    const writes = productWrites().length
    expect(await syncPlanProduct(stripe, plan)).toBe(plan.stripeID)
    expect(productWrites()).toHaveLength(writes) // unchanged: nothing written

    const renamed = { ...plan, name: 'Starter bundle', blurb: 'More rooms.' }
    expect(await syncPlanProduct(stripe, renamed)).toBe(plan.stripeID)
    expect(await stripe.products.retrieve(plan.stripeID!)).toMatchObject({
      name: 'Starter bundle',
      description: 'More rooms.',
      metadata: { planSlug: 'named' },
    })

    const replaced = await syncPlanProduct(stripe, { ...renamed, stripeID: 'prod_gone' })
    expect(replaced).not.toBe('prod_gone')
    expect(await stripe.products.retrieve(replaced)).toMatchObject({ name: 'Starter bundle' })
  })
})
