/** @jest-environment node */
import Stripe from 'stripe'

import { creditsToRemove, orderNumber, statusAfterRefund } from '@/lib/billing/orders'
import { formatPrice } from '@/lib/billing/plans'
import { receiptMessage } from '@/lib/billing/receiptEmail'
import { readPurchaseMetadata, purchaseMetadata } from '@/lib/billing/webhook/purchaseMetadata'
import { verifyStripeEvent } from '@/lib/billing/webhook/handleStripeWebhook'

const SECRET = 'whsec_unit_test_secret'
const event = {
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
  created: 1_750_000_000,
  data: { object: { id: 'cs_1', object: 'checkout.session' } },
}
const sign = (payload: string, timestamp = Math.floor(Date.now() / 1000), secret = SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })

describe('verifying a Stripe webhook', () => {
  const body = JSON.stringify(event)

  it('accepts the exact bytes Stripe signed', () => {
    const result = verifyStripeEvent(Buffer.from(body), sign(body), SECRET)
    expect(result).toMatchObject({
      ok: true,
      event: { id: 'evt_1', type: 'checkout.session.completed' },
    })
  })

  it('refuses a missing signature, another secret, a changed body and an old timestamp', () => {
    expect(verifyStripeEvent(body, null, SECRET)).toEqual({
      ok: false,
      reason: 'the Stripe-Signature header is missing',
    })
    expect(verifyStripeEvent(body, sign(body, undefined, 'whsec_someone_else'), SECRET)).toEqual({
      ok: false,
      reason: 'the signature does not match',
    })
    expect(verifyStripeEvent(body.replace('cs_1', 'cs_2'), sign(body), SECRET)).toEqual({
      ok: false,
      reason: 'the signature does not match',
    })
    expect(verifyStripeEvent(body, 't=1,v1=nonsense', SECRET)).toEqual({
      ok: false,
      reason: 'the signature does not match',
    })
    expect(verifyStripeEvent(body, 'garbage', SECRET)).toEqual({
      ok: false,
      reason: 'the signature does not match',
    })
    const stale = sign(body, Math.floor(Date.now() / 1000) - 301)
    expect(verifyStripeEvent(body, stale, SECRET)).toEqual({
      ok: false,
      reason: 'the signature timestamp is too old',
    })
  })

  it('refuses a signed body that is not JSON, or not an event', () => {
    const broken = '{"id": "evt_1", "type": '
    expect(verifyStripeEvent(broken, sign(broken), SECRET)).toEqual({
      ok: false,
      reason: 'the body is not JSON',
    })
    const notEvent = JSON.stringify({ id: 'x', hello: 'world' })
    expect(verifyStripeEvent(notEvent, sign(notEvent), SECRET)).toEqual({
      ok: false,
      reason: 'the body is not a Stripe event',
    })
  })
})

describe('credits a refund takes back (the refund policy)', () => {
  const pack = { credits: 20, amount: 900 }

  it('takes all of an order’s credits for a full refund, when the balance holds them', () => {
    expect(creditsToRemove({ ...pack, refundedBefore: 0, refundedNow: 900, balance: 35 })).toBe(20)
  })

  it('never takes more than the balance: spent credits stay spent, and the balance stops at zero', () => {
    expect(creditsToRemove({ ...pack, refundedBefore: 0, refundedNow: 900, balance: 7 })).toBe(7)
    expect(creditsToRemove({ ...pack, refundedBefore: 0, refundedNow: 900, balance: 0 })).toBe(0)
  })

  it('takes the refunded share for a partial refund, rounded down, and the rest with the rest', () => {
    expect(creditsToRemove({ ...pack, refundedBefore: 0, refundedNow: 450, balance: 100 })).toBe(10)
    expect(creditsToRemove({ ...pack, refundedBefore: 0, refundedNow: 100, balance: 100 })).toBe(2) // 2.22 → 2
    expect(creditsToRemove({ ...pack, refundedBefore: 100, refundedNow: 900, balance: 100 })).toBe(
      18,
    )
  })

  it('takes nothing for a refund already counted, or for a free order', () => {
    expect(creditsToRemove({ ...pack, refundedBefore: 900, refundedNow: 900, balance: 100 })).toBe(
      0,
    )
    expect(
      creditsToRemove({ credits: 5, amount: 0, refundedBefore: 0, refundedNow: 0, balance: 100 }),
    ).toBe(0)
  })

  it('names the order status from the amounts', () => {
    expect(statusAfterRefund(900, 0)).toBe('paid')
    expect(statusAfterRefund(900, 450)).toBe('partially_refunded')
    expect(statusAfterRefund(900, 900)).toBe('refunded')
  })
})

describe('order numbers', () => {
  it('are stable for one payment, differ between payments and avoid look-alike letters', () => {
    expect(orderNumber('pi_123')).toBe(orderNumber('pi_123'))
    expect(orderNumber('pi_123')).not.toBe(orderNumber('pi_124'))
    expect(orderNumber('in_9')).toMatch(
      /^RW-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    )
    const many = new Set(Array.from({ length: 5000 }, (_, i) => orderNumber(`pi_${i}`)))
    expect(many.size).toBe(5000)
  })
})

describe('purchase metadata', () => {
  it('round-trips who bought what and refuses metadata that is not ours', () => {
    const written = purchaseMetadata({
      userId: 7,
      planSlug: 'starter-pack',
      planName: 'Starter pack',
      credits: 20,
    })
    expect(written).toEqual({
      userId: '7',
      planSlug: 'starter-pack',
      planName: 'Starter pack',
      credits: '20',
    })
    expect(readPurchaseMetadata(written)).toEqual({
      userId: 7,
      planSlug: 'starter-pack',
      planName: 'Starter pack',
      credits: 20,
    })
    expect(readPurchaseMetadata({})).toBeNull()
    expect(readPurchaseMetadata({ ...written, credits: '-5' })).toBeNull()
    expect(readPurchaseMetadata(null)).toBeNull()
  })
})

describe('prices and receipts', () => {
  it('states a price in its own currency', () => {
    expect(formatPrice(900, 'usd')).toBe('$9.00')
    expect(formatPrice(1900, 'eur')).toBe('€19.00')
    expect(formatPrice(2400, 'gbp')).toBe('£24.00')
  })

  it('writes a receipt with the site name, order number, amount, credits and links, escaping HTML', () => {
    const message = receiptMessage(
      {
        id: 12,
        number: 'RW-AAAA-BBBB-CCCC',
        planName: 'Monthly <plan>',
        kind: 'subscription_period',
        amount: 2400,
        currency: 'usd',
        credits: 100,
        paidAt: '2025-07-01T10:00:00Z',
        periodStart: '2025-07-01T10:00:00Z',
        periodEnd: '2025-08-01T10:00:00Z',
        receiptUrl: 'https://pay.example/in_1',
      },
      { name: 'Ada' },
      'Roomwise',
      'https://roomwise.app',
    )
    expect(message.subject).toBe('Your Roomwise receipt for order RW-AAAA-BBBB-CCCC')
    expect(message.text).toContain('Hi Ada,')
    expect(message.text).toContain('Order number: RW-AAAA-BBBB-CCCC')
    expect(message.text).toContain('Amount paid: $24.00')
    expect(message.text).toContain('Credits added: 100')
    expect(message.text).toContain('Item: Monthly <plan>, 1 July 2025 – 1 August 2025')
    expect(message.text).toContain('https://roomwise.app/billing/orders/12')
    expect(message.text).toContain("Stripe's receipt: https://pay.example/in_1")
    expect(message.html).toContain('Monthly &lt;plan&gt;')
    expect(message.html).not.toContain('<plan>')
  })
})
