/** @jest-environment node */
import type Stripe from 'stripe'

import { createStripeClient } from '@/lib/billing/stripeClient'
import { priceMatches, syncPlanToStripe, type PlanForStripe } from '@/lib/billing/syncPlanToStripe'
import { startStripeStandIn, type StripeStandIn } from '../../tools/stripeStandIn'

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
const managed = { manageProduct: true }

describe('keeping a plan in sync with Stripe', () => {
  it('creates a product and a one-time price for a new pack, and a monthly price for a subscription', async () => {
    const ids = await syncPlanToStripe(stripe, pack, managed)
    const product = await stripe.products.retrieve(ids.stripeID)
    expect(product).toMatchObject({
      name: 'Starter pack',
      description: 'A few rooms.',
      metadata: { planSlug: 'starter-pack' },
    })
    const price = await stripe.prices.retrieve(ids.stripePriceId)
    expect(price).toMatchObject({
      unit_amount: 900,
      currency: 'usd',
      type: 'one_time',
      lookup_key: 'starter-pack',
      product: ids.stripeID,
      active: true,
    })

    const monthly = await syncPlanToStripe(
      stripe,
      { ...pack, slug: 'monthly', kind: 'subscription', amount: 2400 },
      managed,
    )
    const recurring = await stripe.prices.retrieve(monthly.stripePriceId)
    expect(recurring).toMatchObject({
      unit_amount: 2400,
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1 },
    })
  })

  it('replaces the price when the amount changes (Stripe prices are immutable), archiving the old one', async () => {
    const first = await syncPlanToStripe(stripe, { ...pack, slug: 'home-pack' }, managed)
    const before = { ...pack, slug: 'home-pack', ...first }
    const second = await syncPlanToStripe(
      stripe,
      { ...before, amount: 1900 },
      { ...managed, previous: before },
    )
    expect(second.stripeID).toBe(first.stripeID)
    expect(second.stripePriceId).not.toBe(first.stripePriceId)
    expect(await stripe.prices.retrieve(second.stripePriceId)).toMatchObject({
      unit_amount: 1900,
      active: true,
      lookup_key: 'home-pack',
    })
    expect(await stripe.prices.retrieve(first.stripePriceId)).toMatchObject({
      active: false,
      lookup_key: null,
    })
  })

  it('keeps the price for a new name, renaming the product, and leaves the product to the plugin when told', async () => {
    const ids = await syncPlanToStripe(stripe, { ...pack, slug: 'renamed' }, managed)
    const before = { ...pack, slug: 'renamed', ...ids }
    const renamed = await syncPlanToStripe(
      stripe,
      { ...before, name: 'Starter bundle' },
      { ...managed, previous: before },
    )
    expect(renamed).toEqual(ids)
    expect((await stripe.products.retrieve(ids.stripeID)).name).toBe('Starter bundle')

    const requests = standIn.requests.length
    const pluginManaged = await syncPlanToStripe(
      stripe,
      { ...before, name: 'Plugin renames this' },
      { manageProduct: false, previous: before },
    )
    expect(pluginManaged).toEqual(ids)
    expect(standIn.requests.length).toBe(requests)
  })

  it('starts afresh when Stripe no longer knows the product (another account, or a restarted stand-in)', async () => {
    const ids = await syncPlanToStripe(
      stripe,
      { ...pack, slug: 'orphan', stripeID: 'prod_gone', stripePriceId: 'price_gone' },
      managed,
    )
    expect(ids.stripeID).not.toBe('prod_gone')
    const price = await stripe.prices.retrieve(ids.stripePriceId)
    expect(priceMatches(price, { ...pack, slug: 'orphan' }, ids.stripeID)).toBe(true)
    expect(priceMatches(price, { ...pack, slug: 'orphan', amount: 901 }, ids.stripeID)).toBe(false)
    expect(
      priceMatches(price, { ...pack, slug: 'orphan', kind: 'subscription' }, ids.stripeID),
    ).toBe(false)
  })
})
