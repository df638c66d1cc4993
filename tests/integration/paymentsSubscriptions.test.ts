import { startCheckout } from '@/lib/billing/checkout'
import { DEFAULT_PLANS } from '@/lib/billing/plans'
import { portalUrl } from '@/lib/billing/stripeCustomer'
import { seedPlans } from '@/lib/seed'
import type { Plan, Subscription, User } from '@/payload-types'
import { startPaymentsHarness, type PaymentsHarness } from '../support/paymentsHarness'
import { stripeSignature } from '../support/stripeWebhookEndpoint'

let h: PaymentsHarness
let monthly: Plan
let pack: Plan

beforeAll(async () => {
  h = await startPaymentsHarness()
  monthly = await h.plan('subscription', { name: 'Monthly plan', credits: 100, amount: 2400 })
  pack = await h.plan('pack')
}, 120_000)

afterAll(async () => {
  await h?.stop()
})

const subscriptionOf = async (userId: number): Promise<Subscription | undefined> =>
  (
    await h.payload.find({
      collection: 'subscriptions',
      where: { owner: { equals: userId } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

const latestInvoiceEvent = () =>
  h.standIn.events.filter((event) => event.type === 'invoice.paid').at(-1)!

async function subscribe(user: User) {
  const session = await h.buy(user, monthly)
  return session.subscription as string
}

describe('the monthly plan', () => {
  it('grants a period’s credits for the first invoice and each renewal (invoice.paid), once each', async () => {
    const user = await h.customer('subscriber')
    const subscriptionId = await subscribe(user)
    expect(await h.balance(user.id)).toBe(100)
    const session = (await h.stripe.checkout.sessions.list({ subscription: subscriptionId }))
      .data[0]!
    expect(session).toMatchObject({ mode: 'subscription', client_reference_id: String(user.id) })
    const stripeSubscription = await h.stripe.subscriptions.retrieve(subscriptionId)
    expect(stripeSubscription.metadata).toEqual({
      userId: String(user.id),
      planSlug: monthly.slug,
      planName: 'Monthly plan',
      credits: '100',
    })

    const [first] = await h.orders(user.id)
    expect(first).toMatchObject({
      kind: 'subscription_period',
      amount: 2400,
      credits: 100,
      status: 'paid',
      stripe: { subscription: subscriptionId },
    })
    expect(first!.paymentKey).toMatch(/^in_/)
    expect(first!.stripe?.paymentIntent).toMatch(/^pi_/)
    expect(first!.receiptUrl).toMatch(new RegExp(`^${h.standIn.url}/invoices/in_`))
    const tracked = await subscriptionOf(user.id)
    expect(tracked).toMatchObject({
      status: 'active',
      credits: 100,
      planName: 'Monthly plan',
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: subscriptionId,
    })
    const firstPeriodEnd = tracked!.currentPeriodEnd!

    const { invoice } = await h.standIn.renewSubscription(subscriptionId)
    expect(await h.balance(user.id)).toBe(200)
    const orders = await h.orders(user.id)
    expect(orders).toHaveLength(2)
    expect(orders[1]).toMatchObject({
      paymentKey: invoice!.id,
      credits: 100,
      periodStart: firstPeriodEnd,
    })
    expect(new Date((await subscriptionOf(user.id))!.currentPeriodEnd!).getTime()).toBeGreaterThan(
      new Date(firstPeriodEnd).getTime(),
    )

    for (let i = 0; i < 5; i++) await h.standIn.redeliver(latestInvoiceEvent().id)
    expect(await h.balance(user.id)).toBe(200)
    expect(await h.orders(user.id)).toHaveLength(2)
  }, 30_000)

  it('adds nothing for a renewal whose payment fails, and shows the plan as past due', async () => {
    const user = await h.customer('declined')
    const subscriptionId = await subscribe(user)
    await h.standIn.renewSubscription(subscriptionId, { paymentFails: true })
    expect(await h.balance(user.id)).toBe(100)
    expect(await h.orders(user.id)).toHaveLength(1)
    expect((await subscriptionOf(user.id))?.status).toBe('past_due')
  }, 30_000)

  it('refuses a second monthly plan while one is live, and sells one again after cancellation', async () => {
    const user = await h.customer('twice')
    const subscriptionId = await subscribe(user)
    await expect(
      startCheckout(h.payload, h.stripe, h.settings, user, monthly.slug),
    ).rejects.toMatchObject({ code: 'already-subscribed' })
    // Packs are still on sale to subscribers.
    await expect(startCheckout(h.payload, h.stripe, h.settings, user, pack.slug)).resolves.toMatch(
      /\/pay\//,
    )

    await h.standIn.cancelSubscription(subscriptionId)
    expect(await subscriptionOf(user.id)).toMatchObject({ status: 'canceled' })
    expect(await h.balance(user.id)).toBe(100) // the paid month's credits stay
    await expect(
      startCheckout(h.payload, h.stripe, h.settings, user, monthly.slug),
    ).resolves.toMatch(/\/pay\//)
  }, 30_000)

  it('keeps one monthly checkout payable at a time: a second (two tabs, a double click) expires the first', async () => {
    const user = await h.customer('two-tabs')
    const sessionOf = async (slug: string) =>
      new URL(await startCheckout(h.payload, h.stripe, h.settings, user, slug)).pathname
        .split('/')
        .pop()!
    const packSession = await sessionOf(pack.slug)
    const first = await sessionOf(monthly.slug)
    const second = await sessionOf(monthly.slug)
    const statusOf = async (id: string) => (await h.stripe.checkout.sessions.retrieve(id)).status
    expect({
      first: await statusOf(first),
      second: await statusOf(second),
      pack: await statusOf(packSession),
    }).toEqual({ first: 'expired', second: 'open', pack: 'open' })
    await expect(h.standIn.completeCheckout(first)).rejects.toThrow(/no longer active/)

    await h.standIn.completeCheckout(second)
    const customer = (await h.stripe.checkout.sessions.retrieve(second)).customer as string
    const plans = await h.stripe.subscriptions.list({ customer, status: 'all' })
    expect(plans.data.map((plan) => plan.status)).toEqual(['active'])
    expect(await h.balance(user.id)).toBe(100)
  }, 30_000)

  it('refuses a plan that is not on sale, or a name no plan could have (a NUL), as unknown', async () => {
    const user = await h.customer('guesser')
    for (const slug of ['no-such-plan', `${monthly.slug}\u0000`, '', 'x'.repeat(5000)])
      await expect(
        startCheckout(h.payload, h.stripe, h.settings, user, slug),
      ).rejects.toMatchObject({ code: 'unknown-plan' })
  })

  it('records a cancellation at the period end, then the end itself; a late, older event changes nothing', async () => {
    const user = await h.customer('leaver')
    const subscriptionId = await subscribe(user)
    await h.standIn.cancelSubscription(subscriptionId, { atPeriodEnd: true })
    expect(await subscriptionOf(user.id)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    })
    const scheduled = h.standIn.events
      .filter((event) => event.type === 'customer.subscription.updated')
      .at(-1)!

    await h.standIn.renewSubscription(subscriptionId) // the period ends: no renewal, the plan ends
    expect(await subscriptionOf(user.id)).toMatchObject({ status: 'canceled' })
    expect(await h.balance(user.id)).toBe(100)
    expect(await h.orders(user.id)).toHaveLength(1)

    // Stripe may deliver out of order: an older "still active" update must not revive the plan.
    const body = JSON.stringify({ ...scheduled, id: `${scheduled.id}_late` })
    const late = await h.endpoint.post(body, stripeSignature(body, h.standIn.webhookSecret))
    expect(late.body.outcome).toBe('subscription-already-ended')
    expect(await subscriptionOf(user.id)).toMatchObject({ status: 'canceled' })
  }, 30_000)

  it('a refunded month removes that month’s credits still on the balance, without cancelling the plan', async () => {
    const user = await h.customer('refunded')
    await subscribe(user)
    const [order] = await h.orders(user.id)
    await h.standIn.refund(order!.stripe!.paymentIntent!)
    expect(await h.balance(user.id)).toBe(0)
    expect((await h.orders(user.id))[0]).toMatchObject({ status: 'refunded', creditsRemoved: 100 })
    expect((await subscriptionOf(user.id))?.status).toBe('active')
  }, 30_000)

  it('opens Stripe’s customer portal for a customer, and not for someone who never bought', async () => {
    const user = await h.customer('portal')
    await subscribe(user)
    const url = await portalUrl(h.payload, h.stripe, user.id, 'http://localhost:3000/billing')
    expect(url).toMatch(new RegExp(`^${h.standIn.url}/portal/bps_`))
    const page = await (await fetch(url!)).text()
    expect(page).toContain('Monthly plan')
    expect(
      await portalUrl(
        h.payload,
        h.stripe,
        (await h.customer('nobody')).id,
        'http://localhost:3000/billing',
      ),
    ).toBeNull()
  }, 30_000)
})

describe('deleting an account with a plan', () => {
  it('cancels the plan at Stripe at once and keeps the orders, detached from the person', async () => {
    const user = await h.customer('deleting')
    const subscriptionId = await subscribe(user)
    const [order] = await h.orders(user.id)
    await h.payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
    await h.standIn.settled()
    expect((await h.stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled')
    const kept = await h.payload.findByID({
      collection: 'orders',
      id: order!.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(kept).toMatchObject({ number: order!.number, customer: null, amount: 2400 })
    const records = await h.payload.count({
      collection: 'subscriptions',
      where: { stripeSubscriptionId: { equals: subscriptionId } },
      overrideAccess: true,
    })
    expect(records.totalDocs).toBe(0)
  }, 30_000)
})

describe('plans', () => {
  const as = (user: Partial<User> | null) => ({
    overrideAccess: false,
    user: user ? ({ collection: 'users', ...user } as User) : null,
  })

  it('are synced to Stripe when saved: a new amount gets a new price, the old one is archived', async () => {
    const plan = await h.plan('pack', { amount: 1500 })
    expect(plan.stripeID).toMatch(/^prod_/)
    expect(await h.stripe.prices.retrieve(plan.stripePriceId!)).toMatchObject({
      unit_amount: 1500,
      lookup_key: plan.slug,
      active: true,
    })
    const updated = await h.payload.update({
      collection: 'plans',
      id: plan.id,
      data: { amount: 1700 },
      overrideAccess: true,
    })
    expect(updated.stripeID).toBe(plan.stripeID)
    expect(await h.stripe.prices.retrieve(updated.stripePriceId!)).toMatchObject({
      unit_amount: 1700,
      active: true,
    })
    expect(await h.stripe.prices.retrieve(plan.stripePriceId!)).toMatchObject({ active: false })
  }, 30_000)

  it('get a Stripe product, renamed with them, and a new one when Stripe has lost it', async () => {
    const productPosts = (path: string) =>
      h.standIn.requests.filter((r) => r.method === 'POST' && r.path === path)
    const plan = await h.plan('pack', { name: 'Synced pack', blurb: 'Made with the plan.' })
    expect(await h.stripe.products.retrieve(plan.stripeID!)).toMatchObject({
      name: 'Synced pack',
      description: 'Made with the plan.',
      metadata: { planSlug: plan.slug },
    })
    expect(
      productPosts('/v1/products').filter((r) => r.params.name === 'Synced pack'),
    ).toHaveLength(1)

    const renamed = await h.payload.update({
      collection: 'plans',
      id: plan.id,
      data: { name: 'Synced bundle' },
      overrideAccess: true,
    })
    expect(renamed).toMatchObject({ stripeID: plan.stripeID, stripePriceId: plan.stripePriceId })
    expect((await h.stripe.products.retrieve(plan.stripeID!)).name).toBe('Synced bundle')
    expect(productPosts(`/v1/products/${plan.stripeID}`).at(-1)?.params).toMatchObject({
      name: 'Synced bundle',
    })

    // Another Stripe account's id, written past the hooks as a restored database would hold it.
    await h.payload.db.updateOne({
      collection: 'plans',
      id: plan.id,
      data: { stripeID: 'prod_from_another_run' },
    })
    const healed = await h.payload.update({
      collection: 'plans',
      id: plan.id,
      data: { amount: 1300 },
      overrideAccess: true,
    })
    expect(healed.stripeID).toMatch(/^prod_/)
    expect([plan.stripeID, 'prod_from_another_run']).not.toContain(healed.stripeID)
    expect(await h.stripe.products.retrieve(healed.stripeID!)).toMatchObject({
      name: 'Synced bundle',
      description: 'Made with the plan.',
      metadata: { planSlug: plan.slug },
    })
    expect(await h.stripe.prices.retrieve(healed.stripePriceId!)).toMatchObject({
      unit_amount: 1300,
      product: healed.stripeID,
      active: true,
    })
  }, 30_000)

  it('heal at checkout when Stripe no longer knows their price, so the customer pays what /pricing says', async () => {
    const plan = await h.plan('pack', { amount: 1100 })
    await h.payload.db.updateOne({
      collection: 'plans',
      id: plan.id,
      data: { stripeID: 'prod_from_another_run', stripePriceId: 'price_from_another_run' },
    })
    const url = await startCheckout(h.payload, h.stripe, h.settings, await h.customer(), plan.slug)
    const session = await h.stripe.checkout.sessions.retrieve(
      new URL(url).pathname.split('/').pop()!,
      { expand: ['line_items'] },
    )
    expect(session.amount_total).toBe(1100)
    const healed = await h.payload.findByID({
      collection: 'plans',
      id: plan.id,
      overrideAccess: true,
    })
    expect(healed.stripePriceId).not.toBe('price_from_another_run')
    expect(session.line_items?.data[0]?.price?.id).toBe(healed.stripePriceId)
  }, 30_000)

  it('show only active ones to the public, and only admins change them; nobody deletes them', async () => {
    const retired = await h.plan('pack', { active: false })
    const publicView = await h.payload.find({ collection: 'plans', ...as(null), limit: 100 })
    expect(publicView.docs.map((plan) => plan.slug)).not.toContain(retired.slug)
    expect(publicView.docs.every((plan) => plan.active)).toBe(true)
    expect(publicView.docs.every((plan) => plan.stripePriceId === undefined)).toBe(true)
    const admin = await h.payload.find({
      collection: 'plans',
      ...as({ id: 1, role: 'admin' }),
      limit: 100,
    })
    expect(admin.docs.map((plan) => plan.slug)).toContain(retired.slug)
    const customer = await h.customer()
    await expect(
      h.payload.update({
        collection: 'plans',
        id: retired.id,
        data: { amount: 100 },
        ...as(customer),
      }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      h.payload.delete({ collection: 'plans', id: retired.id, ...as({ id: 1, role: 'admin' }) }),
    ).rejects.toThrow(/not allowed/i)
  }, 30_000)

  it('are seeded once, and an admin’s edit survives the next seed', async () => {
    await seedPlans(h.payload, [])
    const seeded = await h.payload.find({
      collection: 'plans',
      where: { slug: { in: DEFAULT_PLANS.map((plan) => plan.slug) } },
      overrideAccess: true,
    })
    expect(seeded.docs.map((plan) => plan.slug).sort()).toEqual(
      DEFAULT_PLANS.map((plan) => plan.slug).sort(),
    )
    const starter = seeded.docs.find((plan) => plan.slug === 'starter-pack')!
    await h.payload.update({
      collection: 'plans',
      id: starter.id,
      data: { blurb: 'Edited by an admin.' },
      overrideAccess: true,
    })
    const created: string[] = []
    await seedPlans(h.payload, created)
    expect(created).toEqual([])
    expect(
      (await h.payload.findByID({ collection: 'plans', id: starter.id, overrideAccess: true }))
        .blurb,
    ).toBe('Edited by an admin.')
  }, 30_000)

  it('orders are readable by their customer only, and nobody writes them through the API', async () => {
    const buyer = await h.customer()
    await h.buy(buyer, pack)
    const stranger = await h.customer()
    const own = await h.payload.find({ collection: 'orders', ...as(buyer) })
    expect(own.docs).toHaveLength(1)
    expect((await h.payload.find({ collection: 'orders', ...as(stranger) })).docs).toEqual([])
    await expect(
      h.payload.update({
        collection: 'orders',
        id: own.docs[0]!.id,
        data: { credits: 999 },
        ...as({ id: 1, role: 'admin' }),
      }),
    ).rejects.toThrow(/not allowed/i)
  }, 30_000)
})

describe('plans while Stripe is unreachable', () => {
  it('refuse the save with a 502 that says Stripe failed, and save nothing', async () => {
    const before = await h.payload.count({ collection: 'plans', overrideAccess: true })
    await h.standIn.stop() // the last test of the file: nothing after it needs Stripe
    const refusal = await h
      .plan('pack', { name: 'Unsyncable pack' })
      .then(() => undefined)
      .catch((error: { status?: number; message?: string; isPublic?: boolean }) => error)
    expect(refusal).toMatchObject({ status: 502, isPublic: true })
    expect(refusal?.message).toMatch(/Stripe/)
    expect(await h.payload.count({ collection: 'plans', overrideAccess: true })).toEqual(before)
  }, 60_000)
})
