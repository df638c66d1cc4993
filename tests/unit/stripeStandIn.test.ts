/** @jest-environment node */
import Stripe from 'stripe'
import { createStripeClient } from '@/lib/billing/stripe'
import { startStripeStandIn, type StripeStandIn } from '../../tools/stripeStandIn'
import { startWebhookReceiver } from '../support/webhookReceiver'

let standIn: StripeStandIn
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
let stripe: Stripe
let starter: Stripe.Price
let monthly: Stripe.Price

const signatureOf = (headers: Record<string, string | string[] | undefined>) =>
  String(headers['stripe-signature'])

/** Every webhook the receiver got, verified as a product's handler would, optionally of one type. */
function verifiedEvents(type?: string): Stripe.Event[] {
  return receiver
    .posts()
    .map((post) =>
      Stripe.webhooks.constructEvent(post.body, signatureOf(post.headers), standIn.webhookSecret),
    )
    .filter((event) => !type || event.type === type)
}

const payForm = (card = '4242 4242 4242 4242', extra: Record<string, string> = {}) =>
  new URLSearchParams({
    cardNumber: card,
    cardExpiry: '12 / 34',
    cardCvc: '123',
    name: 'Ada Lovelace',
    ...extra,
  })

const successUrl = () => `${receiver.url}/billing/success?session_id={CHECKOUT_SESSION_ID}`

/** A checkout for one starter pack; `params` add to or replace what it asks for. */
const packSession = (params: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ price: starter.id, quantity: 1 }],
    ...params,
  })

/** A checkout for the monthly plan, as our billing code opens it for `userId`. */
const monthlySession = (email: string, userId = email) =>
  stripe.checkout.sessions.create({
    mode: 'subscription',
    customer_email: email,
    line_items: [{ price: monthly.id, quantity: 1 }],
    subscription_data: { metadata: { userId, planId: 'monthly' } },
    success_url: successUrl(),
  })

async function paidOneTimeCheckout() {
  const customer = await stripe.customers.create({ email: `buyer-${Date.now()}@example.com` })
  const session = await packSession({ customer: customer.id, success_url: successUrl() })
  await standIn.completeCheckout(session.id)
  return stripe.checkout.sessions.retrieve(session.id)
}

async function subscribed(email: string) {
  const session = await monthlySession(email)
  await standIn.completeCheckout(session.id)
  const completed = await stripe.checkout.sessions.retrieve(session.id)
  return stripe.subscriptions.retrieve(completed.subscription as string)
}

beforeAll(async () => {
  receiver = await startWebhookReceiver()
  standIn = await startStripeStandIn({ webhookUrl: `${receiver.url}/api/stripe/webhook` })
  stripe = createStripeClient({ secretKey: standIn.secretKey, apiBase: standIn.url })
  const packProduct = await stripe.products.create({
    name: 'Starter pack',
    metadata: { credits: '20' },
  })
  starter = await stripe.prices.create({
    product: packProduct.id,
    unit_amount: 900,
    currency: 'usd',
    lookup_key: 'starter-pack',
  })
  monthly = await stripe.prices.create({
    product_data: { name: 'Monthly plan' },
    unit_amount: 2400,
    currency: 'usd',
    recurring: { interval: 'month' },
    lookup_key: 'monthly',
  })
})

afterAll(async () => {
  await standIn.stop()
  await receiver.stop()
})

beforeEach(() => receiver.respondWith(200))

describe('Stripe stand-in driven by the real stripe client', () => {
  it('creates, finds and updates customers, products and prices', async () => {
    const customer = await stripe.customers.create({
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { userId: 'u1' },
    })
    expect(customer.id).toMatch(/^cus_/)
    const updated = await stripe.customers.update(customer.id, { metadata: { plan: 'monthly' } })
    expect(updated.metadata).toEqual({ userId: 'u1', plan: 'monthly' })
    expect(
      (await stripe.customers.list({ email: 'ada@example.com' })).data.map((c) => c.id),
    ).toEqual([customer.id])
    expect((await stripe.customers.list({ email: 'nobody@example.com' })).data).toEqual([])

    expect(starter).toMatchObject({
      id: expect.stringMatching(/^price_/),
      type: 'one_time',
      unit_amount: 900,
      currency: 'usd',
    })
    expect(monthly.recurring).toMatchObject({ interval: 'month', interval_count: 1 })
    const byKey = await stripe.prices.list({
      lookup_keys: ['starter-pack'],
      expand: ['data.product'],
    })
    expect(byKey.data).toHaveLength(1)
    expect((byKey.data[0].product as Stripe.Product).name).toBe('Starter pack')
    expect(
      (await stripe.prices.list({ product: monthly.product as string, active: true })).data.map(
        (p) => p.id,
      ),
    ).toEqual([monthly.id])

    const firstPage = await stripe.prices.list({ limit: 1 })
    expect(firstPage).toMatchObject({ object: 'list', has_more: true, url: '/v1/prices' })
    const secondPage = await stripe.prices.list({ limit: 1, starting_after: firstPage.data[0].id })
    expect(secondPage.data[0].id).not.toBe(firstPage.data[0].id)
  })

  it('pays a one-time checkout on the hosted page and sends a signed checkout.session.completed', async () => {
    const customer = await stripe.customers.create({ email: 'pack@example.com' })
    const session = await packSession({
      customer: customer.id,
      client_reference_id: 'user-7',
      metadata: { userId: 'user-7', planId: 'starter-pack' },
      success_url: successUrl(),
      cancel_url: `${receiver.url}/billing/cancel`,
    })
    expect(session).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 900,
      currency: 'usd',
    })
    expect(session.id).toMatch(/^cs_/)
    expect(session.url).toBe(`${standIn.url}/pay/${session.id}`)

    const page = await fetch(session.url as string)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('Starter pack')
    expect(html).toContain('<button type="submit">Pay $9.00</button>')
    expect(html).toContain(`<a href="${receiver.url}/billing/cancel">Cancel</a>`)

    const paid = await fetch(session.url as string, { method: 'POST', body: payForm() })
    expect(paid.status).toBe(200)
    expect(paid.url).toBe(`${receiver.url}/billing/success?session_id=${session.id}`)

    const completed = verifiedEvents('checkout.session.completed').filter(
      (e) => (e.data.object as Stripe.Checkout.Session).id === session.id,
    )
    expect(completed).toHaveLength(1)
    expect(completed[0]).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      api_version: standIn.apiVersion,
      livemode: false,
    })
    expect(completed[0].data.object).toMatchObject({
      payment_status: 'paid',
      status: 'complete',
      client_reference_id: 'user-7',
      metadata: { userId: 'user-7', planId: 'starter-pack' },
      payment_intent: expect.stringMatching(/^pi_/),
    })

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['line_items', 'payment_intent'],
    })
    expect(retrieved.line_items?.data[0]).toMatchObject({
      quantity: 1,
      amount_total: 900,
      price: { id: starter.id },
    })
    expect(retrieved.payment_intent).toMatchObject({
      status: 'succeeded',
      amount_received: 900,
      latest_charge: expect.stringMatching(/^ch_/),
    })

    const again = await fetch(session.url as string, { method: 'POST', body: payForm() })
    expect(again.url).toBe(`${receiver.url}/billing/success?session_id=${session.id}`)
    expect(
      verifiedEvents('checkout.session.completed').filter(
        (e) => (e.data.object as Stripe.Checkout.Session).id === session.id,
      ),
    ).toHaveLength(1)
  })

  it('rejects webhooks checked with the wrong secret or with a tampered body', async () => {
    await paidOneTimeCheckout()
    const post = receiver.posts().at(-1)!
    const header = signatureOf(post.headers)
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    expect(() => Stripe.webhooks.constructEvent(post.body, header, 'whsec_not_the_secret')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    )
    const tampered = post.body.replace('"livemode": false', '"livemode": true')
    expect(tampered).not.toBe(post.body)
    expect(() => Stripe.webhooks.constructEvent(tampered, header, standIn.webhookSecret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    )
  })

  it('keeps a session open and charges nothing when the card is declined', async () => {
    const session = await packSession({
      customer_email: 'declined@example.com',
      line_items: [{ price: starter.id, quantity: 2 }],
      success_url: `${receiver.url}/billing/success`,
    })
    const before = standIn.events.length
    const refused = await fetch(session.url as string, {
      method: 'POST',
      body: payForm('4000 0000 0000 0002'),
    })
    expect(refused.status).toBe(402)
    expect(await refused.text()).toContain('<p role="alert">Your card was declined.</p>')
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
    })
    expect(standIn.events.length).toBe(before)
  })

  it('asks a guest for an email and completes without creating a customer', async () => {
    const session = await packSession({ success_url: `${receiver.url}/billing/success` })
    const html = await (await fetch(session.url as string)).text()
    expect(html).toContain('<label for="email">Email</label>')
    const withoutEmail = await fetch(session.url as string, { method: 'POST', body: payForm() })
    expect(withoutEmail.status).toBe(402)
    expect(await withoutEmail.text()).toContain('Your email address is incomplete or invalid.')

    const paid = await fetch(session.url as string, {
      method: 'POST',
      body: payForm(undefined, { email: 'guest@example.com' }),
    })
    expect(paid.url).toBe(`${receiver.url}/billing/success`)
    const completed = await stripe.checkout.sessions.retrieve(session.id)
    expect(completed).toMatchObject({
      status: 'complete',
      customer: null,
      customer_details: { email: 'guest@example.com', name: 'Ada Lovelace' },
    })
  })

  it('expires a session: its page says so and it can no longer be paid', async () => {
    const session = await packSession({ customer_email: 'late@example.com' })
    const expired = await stripe.checkout.sessions.expire(session.id)
    expect(expired).toMatchObject({ status: 'expired', url: null })
    await standIn.settled()
    expect(
      verifiedEvents('checkout.session.expired').map(
        (e) => (e.data.object as Stripe.Checkout.Session).id,
      ),
    ).toContain(session.id)
    const refused = await fetch(session.url as string, { method: 'POST', body: payForm() })
    expect(refused.status).toBe(410)
    expect(await refused.text()).toContain('This checkout session has expired')
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    )
  })

  it('starts a subscription at checkout and sends invoice.paid for the first period', async () => {
    const session = await monthlySession('monthly@example.com', 'user-9')
    const paid = await fetch(session.url as string, { method: 'POST', body: payForm() })
    expect(paid.url).toBe(`${receiver.url}/billing/success?session_id=${session.id}`)

    const completed = (await stripe.checkout.sessions.retrieve(
      session.id,
    )) as Stripe.Checkout.Session
    expect(completed.subscription).toMatch(/^sub_/)
    expect(completed.customer).toMatch(/^cus_/)
    const invoice = verifiedEvents('invoice.paid')
      .map((e) => e.data.object as Stripe.Invoice)
      .find((i) => i.parent?.subscription_details?.subscription === completed.subscription)
    expect(invoice).toMatchObject({
      id: expect.stringMatching(/^in_/),
      billing_reason: 'subscription_create',
      customer: completed.customer,
      amount_paid: 2400,
      status: 'paid',
      parent: {
        type: 'subscription_details',
        subscription_details: { metadata: { userId: 'user-9', planId: 'monthly' } },
      },
    })
    const line = invoice!.lines.data[0]
    expect(line.pricing?.price_details?.price).toBe(monthly.id)
    expect(line.period.end).toBeGreaterThan(line.period.start)

    const created = verifiedEvents('customer.subscription.created').map(
      (e) => e.data.object as Stripe.Subscription,
    )
    expect(created.find((s) => s.id === completed.subscription)).toMatchObject({
      status: 'active',
      metadata: { userId: 'user-9' },
    })
    const subscription = await stripe.subscriptions.retrieve(completed.subscription as string)
    expect(subscription.items.data[0].current_period_end).toBe(line.period.end)
  })

  it('renews a subscription with a new invoice for the next period', async () => {
    const sub = await subscribed('renewal@example.com')
    const firstInvoiceId = sub.latest_invoice as string
    const firstPeriodEnd = sub.items.data[0].current_period_end

    const { invoice } = await standIn.renewSubscription(sub.id)
    const renewal = verifiedEvents('invoice.paid')
      .map((e) => e.data.object as Stripe.Invoice)
      .find((i) => i.id === invoice?.id)
    expect(renewal).toMatchObject({
      billing_reason: 'subscription_cycle',
      amount_paid: 2400,
      customer: sub.customer,
    })
    expect(renewal!.id).not.toBe(firstInvoiceId)
    expect(renewal!.lines.data[0].period.start).toBe(firstPeriodEnd)
    expect(renewal!.parent?.subscription_details?.metadata).toEqual({
      userId: 'renewal@example.com',
      planId: 'monthly',
    })

    const after = await stripe.subscriptions.retrieve(sub.id)
    expect(after.items.data[0].current_period_start).toBe(firstPeriodEnd)
    expect(after.latest_invoice).toBe(renewal!.id)
    expect((await stripe.invoices.list({ subscription: sub.id })).data.map((i) => i.id)).toEqual([
      renewal!.id,
      firstInvoiceId,
    ])
  })

  it('marks a subscription past_due when a renewal payment fails, without invoice.paid', async () => {
    const sub = await subscribed('failing@example.com')
    const { invoice, subscription } = await standIn.renewSubscription(sub.id, {
      paymentFails: true,
    })
    expect(subscription.status).toBe('past_due')
    expect(
      verifiedEvents('invoice.payment_failed').map((e) => (e.data.object as Stripe.Invoice).id),
    ).toContain(invoice!.id)
    expect(
      verifiedEvents('invoice.paid').map((e) => (e.data.object as Stripe.Invoice).id),
    ).not.toContain(invoice!.id)
  })

  it('ends a subscription set to cancel at period end when the period runs out', async () => {
    const sub = await subscribed('leaving@example.com')
    const updated = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true })
    expect(updated).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: sub.items.data[0].current_period_end,
      status: 'active',
    })
    await standIn.settled()
    const change = verifiedEvents('customer.subscription.updated').find(
      (e) => (e.data.object as Stripe.Subscription).id === sub.id,
    )
    expect(change?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false })

    const { invoice, subscription } = await standIn.renewSubscription(sub.id)
    expect(invoice).toBeNull()
    expect(subscription.status).toBe('canceled')
    expect(
      verifiedEvents('customer.subscription.deleted').map(
        (e) => (e.data.object as Stripe.Subscription).id,
      ),
    ).toContain(sub.id)
  })

  it('refunds part and then the rest of a payment, sending charge.refunded each time', async () => {
    const session = await paidOneTimeCheckout()
    const paymentIntent = session.payment_intent as string
    const partial = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 300 })
    expect(partial).toMatchObject({
      id: expect.stringMatching(/^re_/),
      amount: 300,
      status: 'succeeded',
      payment_intent: paymentIntent,
    })
    await standIn.settled()
    await standIn.refund(paymentIntent)

    const refunded = verifiedEvents('charge.refunded')
      .map((e) => e.data.object as Stripe.Charge)
      .filter((c) => c.payment_intent === paymentIntent)
    expect(refunded.map((c) => [c.amount_refunded, c.refunded])).toEqual([
      [300, false],
      [900, true],
    ])
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_already_refunded',
    })
  })

  it('refuses a refund larger than what is left on the charge', async () => {
    const session = await paidOneTimeCheckout()
    await expect(
      stripe.refunds.create({ payment_intent: session.payment_intent as string, amount: 901 }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'amount',
    })
  })

  it('lets a customer cancel their plan in the billing portal', async () => {
    const sub = await subscribed('portal@example.com')
    const portal = await stripe.billingPortal.sessions.create({
      customer: sub.customer as string,
      return_url: `${receiver.url}/account`,
    })
    expect(portal.id).toMatch(/^bps_/)
    const html = await (await fetch(portal.url)).text()
    expect(html).toContain('Monthly plan')
    expect(html).toContain('<button type="submit" class="danger">Cancel plan</button>')
    expect(html).toContain(`<a href="${receiver.url}/account">Return to Roomwise</a>`)

    const action =
      /<form method="post" action="([^"]+)"><input type="hidden" name="subscription" value="([^"]+)">/.exec(
        html,
      )!
    expect(action[2]).toBe(sub.id)
    const after = await fetch(new URL(action[1], standIn.url), {
      method: 'POST',
      body: new URLSearchParams({ subscription: action[2] }),
    })
    expect(await after.text()).toContain('Your plan has been canceled.')

    const deleted = verifiedEvents('customer.subscription.deleted').map(
      (e) => e.data.object as Stripe.Subscription,
    )
    expect(deleted.find((s) => s.id === sub.id)).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'cancellation_requested' },
    })
    expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('canceled')
    expect((await stripe.subscriptions.list({ customer: sub.customer as string })).data).toEqual([])
  })

  it('answers with the error classes Stripe causes', async () => {
    const wrongKey = createStripeClient({ secretKey: 'sk_test_wrong', apiBase: standIn.url })
    await expect(wrongKey.customers.list()).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    )

    const missing = stripe.customers.retrieve('cus_doesnotexist')
    await expect(missing).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    await expect(missing).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such customer: 'cus_doesnotexist'",
    })

    await expect(packSession({ customer: 'cus_doesnotexist' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'customer',
    })
    await expect(stripe.checkout.sessions.create({ mode: 'payment' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'line_items',
    })
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: monthly.id, quantity: 1 }],
      }),
    ).rejects.toMatchObject({ param: 'line_items[0][price]' })
    await expect(
      stripe.rawRequest('POST', '/v1/customers', { emial: 'typo@example.com' }),
    ).rejects.toMatchObject({
      code: 'parameter_unknown',
      param: 'emial',
    })
  })

  it('replays a request sent again with the same idempotency key', async () => {
    const first = await stripe.customers.create(
      { email: 'once@example.com' },
      { idempotencyKey: 'signup-42' },
    )
    const second = await stripe.customers.create(
      { email: 'once@example.com' },
      { idempotencyKey: 'signup-42' },
    )
    expect(second.id).toBe(first.id)
    expect((await stripe.customers.list({ email: 'once@example.com' })).data).toHaveLength(1)
    await expect(
      stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'signup-42' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
  })

  it('records failed deliveries, retries them on demand and redelivers with the same event id', async () => {
    receiver.respondWith(500)
    const customer = await stripe.customers.create({ email: 'hook@example.com' })
    await standIn.settled()
    const event = standIn.events.find(
      (e) => e.type === 'customer.created' && (e.data.object as { id: string }).id === customer.id,
    )!
    expect(standIn.deliveries.filter((d) => d.eventId === event.id)).toMatchObject([
      { attempt: 1, status: 500, ok: false },
    ])

    receiver.respondWith(200)
    const retried = await standIn.retryFailedDeliveries()
    expect(retried).toEqual([
      expect.objectContaining({ eventId: event.id, attempt: 2, status: 200, ok: true }),
    ])
    expect(await standIn.retryFailedDeliveries()).toEqual([])

    const again = await standIn.redeliver(event.id)
    expect(again).toMatchObject({ eventId: event.id, attempt: 3, ok: true })
    const ids = receiver
      .posts()
      .map((p) => (JSON.parse(p.body) as { id: string }).id)
      .filter((id) => id === event.id)
    expect(ids).toHaveLength(3)
    expect(verifiedEvents('customer.created').filter((e) => e.id === event.id)).toHaveLength(3)
  })

  it('stops retrying a failing endpoint after the allowed attempts', async () => {
    const failing = await startStripeStandIn({
      webhookUrl: `${receiver.url}/down`,
      maxDeliveryAttempts: 2,
    })
    try {
      receiver.respondWith(503)
      const client = createStripeClient({ secretKey: failing.secretKey, apiBase: failing.url })
      await client.customers.create({ email: 'down@example.com' })
      await failing.settled()
      expect(await failing.retryFailedDeliveries()).toEqual([
        expect.objectContaining({ attempt: 2, status: 503 }),
      ])
      expect(await failing.retryFailedDeliveries()).toEqual([])
    } finally {
      await failing.stop()
    }
  })
})

describe('createStripeClient', () => {
  it('refuses a missing key or a base that is not an http URL', () => {
    expect(() => createStripeClient({ secretKey: '' })).toThrow(/secret key/)
    expect(() =>
      createStripeClient({ secretKey: 'sk_test_x', apiBase: 'ftp://127.0.0.1:1' }),
    ).toThrow(/apiBase/)
  })
})
