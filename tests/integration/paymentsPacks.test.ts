import { startCheckout } from '@/lib/billing/checkout'
import { applyCreditChange } from '@/lib/credits/creditLedger'
import { BILLING_QUEUE } from '@/lib/jobs/queues'
import type { Plan } from '@/payload-types'
import type { EventObject } from '../../tools/stripeStandIn'
import { outboxMessages } from '../support/outbox'
import { runQueuedJobs } from '../support/runQueuedJobs'
import { startPaymentsHarness, type PaymentsHarness } from '../support/paymentsHarness'
import { stripeSignature } from '../support/stripeWebhookEndpoint'

let h: PaymentsHarness
let pack: Plan

beforeAll(async () => {
  h = await startPaymentsHarness()
  pack = await h.plan('pack', { name: 'Starter pack', credits: 20, amount: 900 })
}, 120_000)

afterAll(async () => {
  await h?.stop()
})

const completedEventFor = (sessionId: string): EventObject =>
  h.standIn.events.find(
    (event) => event.type === 'checkout.session.completed' && event.data.object.id === sessionId,
  )!

const ledgerFor = async (userId: number) =>
  (
    await h.payload.find({
      collection: 'credit-ledger',
      where: { owner: { equals: userId } },
      sort: ['createdAt', 'id'],
      depth: 0,
      overrideAccess: true,
    })
  ).docs

describe('buying a credit pack through Stripe Checkout (the real client against the stand-in)', () => {
  it('opens a payment-mode session for the signed-in customer and grants nothing before Stripe confirms', async () => {
    const user = await h.customer()
    const url = await startCheckout(h.payload, h.stripe, h.settings, user, pack.slug)
    expect(url).toMatch(new RegExp(`^${h.standIn.url}/pay/cs_test_`))
    const session = await h.stripe.checkout.sessions.retrieve(
      new URL(url).pathname.split('/').pop()!,
    )
    expect(session).toMatchObject({
      mode: 'payment',
      client_reference_id: String(user.id),
      amount_total: 900,
      currency: 'usd',
      metadata: {
        userId: String(user.id),
        planSlug: pack.slug,
        planName: 'Starter pack',
        credits: '20',
      },
      success_url:
        'http://localhost:3000/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/pricing?checkout=cancelled',
    })
    // The Stripe customer was made now, at the first checkout, and is remembered.
    const stored = await h.payload.findByID({
      collection: 'users',
      id: user.id,
      overrideAccess: true,
    })
    expect(session.customer).toBe(stored.stripeCustomerId)
    const customer = await h.stripe.customers.retrieve(stored.stripeCustomerId!)
    expect(customer).toMatchObject({
      email: user.email,
      name: user.name,
      metadata: { userId: String(user.id) },
    })
    expect(await h.balance(user.id)).toBe(0)
    expect(await h.orders(user.id)).toEqual([])
  }, 30_000)

  it('grants the credits from checkout.session.completed, with an order, a ledger entry and a receipt e-mail', async () => {
    const user = await h.customer()
    const session = await h.buy(user, pack)
    expect(await h.balance(user.id)).toBe(20)
    const [order, ...others] = await h.orders(user.id)
    expect(others).toEqual([])
    expect(order).toMatchObject({
      kind: 'pack',
      planName: 'Starter pack',
      plan: pack.id,
      amount: 900,
      currency: 'usd',
      credits: 20,
      status: 'paid',
      paymentKey: session.payment_intent,
      stripe: {
        checkoutSession: session.id,
        paymentIntent: session.payment_intent,
        customer: session.customer,
      },
    })
    expect(order!.number).toMatch(/^RW-/)
    expect(order!.receiptUrl).toMatch(new RegExp(`^${h.standIn.url}/receipts/ch_`))
    expect(
      (await ledgerFor(user.id)).map(({ delta, reason, key, order: ref }) => ({
        delta,
        reason,
        key,
        ref,
      })),
    ).toEqual([
      {
        delta: 20,
        reason: 'purchase',
        key: `stripe:payment:${session.payment_intent}`,
        ref: order!.number,
      },
    ])

    await runQueuedJobs(h.payload, BILLING_QUEUE)
    await runQueuedJobs(h.payload, BILLING_QUEUE)
    const receipts = outboxMessages().filter((message) => message.to === user.email)
    expect(receipts).toHaveLength(1)
    expect(receipts[0]!.subject).toBe(`Your Roomwise receipt for order ${order!.number}`)
    expect(receipts[0]!.text).toContain('Amount paid: $9.00')
    expect(receipts[0]!.text).toContain('Credits added: 20')
  }, 30_000)

  it('credits once when the same event is delivered five times, in a row or at once', async () => {
    const user = await h.customer()
    const session = await h.buy(user, pack)
    const event = completedEventFor(session.id)
    for (let i = 0; i < 5; i++) expect((await h.standIn.redeliver(event.id)).status).toBe(200)
    const deliveries = h.standIn.deliveries.filter((delivery) => delivery.eventId === event.id)
    expect(deliveries).toHaveLength(6)
    expect(deliveries.every((delivery) => delivery.ok)).toBe(true)
    expect(
      deliveries
        .slice(1)
        .every((delivery) => JSON.parse(delivery.responseBody).outcome === 'duplicate-event'),
    ).toBe(true)

    // The same bytes posted concurrently, as parallel retries could arrive.
    const twin = await h.customer()
    const twinSession = await h.buy(twin, pack)
    const body = h.standIn.deliveries.find(
      (delivery) => delivery.eventId === completedEventFor(twinSession.id).id,
    )!.payload
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.endpoint.post(body, stripeSignature(body, h.standIn.webhookSecret)),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])

    for (const buyer of [user, twin]) {
      expect(await h.balance(buyer.id)).toBe(20)
      expect(await h.orders(buyer.id)).toHaveLength(1)
      expect(await ledgerFor(buyer.id)).toHaveLength(1)
    }
  }, 30_000)

  it('credits once when two different events report one payment', async () => {
    const user = await h.customer()
    const session = await h.buy(user, pack)
    const completed = completedEventFor(session.id)
    const asyncSucceeded = {
      ...completed,
      id: `${completed.id}_async`,
      type: 'checkout.session.async_payment_succeeded',
      created: Math.floor(Date.now() / 1000),
    }
    const body = JSON.stringify(asyncSucceeded)
    const answer = await h.endpoint.post(body, stripeSignature(body, h.standIn.webhookSecret))
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'duplicate-payment' } })
    expect(await h.balance(user.id)).toBe(20)
    expect(await h.orders(user.id)).toHaveLength(1)
  }, 30_000)

  it('rejects a missing or bad signature, a stale timestamp and a malformed body, changing nothing', async () => {
    const victim = await h.customer()
    const template = completedEventFor((await h.buy(await h.customer(), pack)).id)
    const forged = structuredClone(template)
    forged.id = 'evt_forged_payment'
    Object.assign(forged.data.object, {
      payment_intent: 'pi_forged',
      client_reference_id: String(victim.id),
      metadata: {
        ...(forged.data.object.metadata as object),
        userId: String(victim.id),
        credits: '5000',
      },
    })
    const body = JSON.stringify(forged)
    const secret = h.standIn.webhookSecret
    const before = await Promise.all([
      h.count('webhook-events'),
      h.count('orders'),
      h.count('credit-ledger'),
    ])

    const attempts = [
      await h.endpoint.post(body, null),
      await h.endpoint.post(body, stripeSignature(body, 'whsec_not_the_endpoint_secret')),
      await h.endpoint.post(
        body,
        stripeSignature(body, secret, Math.floor(Date.now() / 1000) - 600),
      ),
      await h.endpoint.post(body.replace('"5000"', '"9999"'), stripeSignature(body, secret)),
      await h.endpoint.post(body.slice(0, -20), stripeSignature(body.slice(0, -20), secret)),
      await h.endpoint.post('{"hello":"world"}', stripeSignature('{"hello":"world"}', secret)),
    ]
    expect(attempts.map((attempt) => [attempt.status, attempt.body.error])).toEqual([
      [400, 'Webhook rejected: the Stripe-Signature header is missing.'],
      [400, 'Webhook rejected: the signature does not match.'],
      [400, 'Webhook rejected: the signature timestamp is too old.'],
      [400, 'Webhook rejected: the signature does not match.'],
      [400, 'Webhook rejected: the body is not JSON.'],
      [400, 'Webhook rejected: the body is not a Stripe event.'],
    ])
    expect(
      await Promise.all([h.count('webhook-events'), h.count('orders'), h.count('credit-ledger')]),
    ).toEqual(before)
    expect(await h.balance(victim.id)).toBe(0)

    // The control: the very same event, signed now with the endpoint's secret, is taken.
    const genuine = await h.endpoint.post(body, stripeSignature(body, secret))
    expect(genuine).toEqual({ status: 200, body: { received: true, outcome: 'credited' } })
    expect(await h.balance(victim.id)).toBe(5000)
  }, 30_000)

  it('answers 500 and keeps nothing when handling fails, and the credits arrive with Stripe’s retry', async () => {
    const user = await h.customer()
    h.endpoint.failNext('checkout.session.completed')
    const session = await h.buy(user, pack)
    const event = completedEventFor(session.id)
    const first = h.standIn.deliveries.filter((delivery) => delivery.eventId === event.id)
    expect(first.map((delivery) => delivery.status)).toEqual([500])
    expect(await h.balance(user.id)).toBe(0)
    expect(await h.orders(user.id)).toEqual([])
    expect(await ledgerFor(user.id)).toEqual([])
    const recorded = await h.payload.count({
      collection: 'webhook-events',
      where: { eventId: { equals: `stripe:${event.id}` } },
      overrideAccess: true,
    })
    expect(recorded.totalDocs).toBe(0)

    const retried = await h.standIn.retryFailedDeliveries()
    expect(
      retried
        .filter((delivery) => delivery.eventId === event.id)
        .map((delivery) => delivery.status),
    ).toEqual([200])
    expect(await h.balance(user.id)).toBe(20)
    expect(await h.orders(user.id)).toHaveLength(1)
    expect(await ledgerFor(user.id)).toHaveLength(1)
  }, 30_000)
})

describe('refunds (charge.refunded), as the refund policy states', () => {
  it('a full refund removes the order’s credits still on the balance, never going below zero', async () => {
    const user = await h.customer()
    const session = await h.buy(user, pack)
    await applyCreditChange(h.payload, {
      userId: user.id,
      delta: -15,
      reason: 'redesign_charge',
      key: `test:${user.id}:spend`,
    })
    expect(await h.balance(user.id)).toBe(5)

    await h.standIn.refund(session.payment_intent as string)
    expect(await h.balance(user.id)).toBe(0)
    const [order] = await h.orders(user.id)
    expect(order).toMatchObject({ status: 'refunded', amountRefunded: 900, creditsRemoved: 5 })
    const entries = await ledgerFor(user.id)
    expect(entries.at(-1)).toMatchObject({
      delta: -5,
      reason: 'payment_refund',
      order: order!.number,
      balanceAfter: 0,
    })
  }, 30_000)

  it('a partial refund removes the refunded share, a repeated event nothing, and the rest with the rest', async () => {
    const user = await h.customer()
    await applyCreditChange(h.payload, {
      userId: user.id,
      delta: 3,
      reason: 'signup_grant',
      key: `test:${user.id}:grant`,
    })
    const session = await h.buy(user, pack)
    const paymentIntent = session.payment_intent as string
    expect(await h.balance(user.id)).toBe(23)

    await h.standIn.refund(paymentIntent, 450)
    expect(await h.balance(user.id)).toBe(13)
    expect((await h.orders(user.id))[0]).toMatchObject({
      status: 'partially_refunded',
      amountRefunded: 450,
      creditsRemoved: 10,
    })

    const refundEvent = h.standIn.events.filter((event) => event.type === 'charge.refunded').at(-1)!
    await h.standIn.redeliver(refundEvent.id)
    const replay = { ...refundEvent, id: `${refundEvent.id}_copy` }
    const body = JSON.stringify(replay)
    expect(
      (await h.endpoint.post(body, stripeSignature(body, h.standIn.webhookSecret))).body.outcome,
    ).toBe('refund-already-applied')
    expect(await h.balance(user.id)).toBe(13)

    await h.standIn.refund(paymentIntent)
    expect(await h.balance(user.id)).toBe(3) // the free credits were never part of the order
    expect((await h.orders(user.id))[0]).toMatchObject({
      status: 'refunded',
      amountRefunded: 900,
      creditsRemoved: 20,
    })
  }, 30_000)
})
