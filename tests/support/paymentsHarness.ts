import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { startCheckout } from '@/lib/billing/checkout'
import { stripeFor } from '@/lib/billing/stripe'
import { creditBalance } from '@/lib/credits/creditLedger'
import { getSettings, type Settings } from '@/lib/env'
import type { Order, Plan, User } from '@/payload-types'
import { startStripeStandIn, type StripeStandIn } from '../../tools/stripeStandIn'
import { bootPayload, closePayload } from './payload'
import { startStripeWebhookEndpoint, type StripeWebhookEndpoint } from './stripeWebhookEndpoint'

export type PaymentsHarness = {
  payload: Payload
  standIn: StripeStandIn
  stripe: Stripe
  settings: Settings
  endpoint: StripeWebhookEndpoint
  customer(label?: string): Promise<User>
  plan(kind: 'pack' | 'subscription', overrides?: Partial<Plan>): Promise<Plan>
  /** Starts checkout as the product does and pays on the stand-in's hosted page; webhooks are delivered by the time it returns. */
  buy(user: User, plan: Plan): Promise<Stripe.Checkout.Session>
  balance(userId: number): Promise<number>
  orders(userId: number): Promise<Order[]>
  count(
    collection: 'orders' | 'webhook-events' | 'credit-ledger' | 'subscriptions',
  ): Promise<number>
  stop(): Promise<void>
}

/**
 * Payload on the suite's database with payments pointed at a fresh Stripe stand-in (the real
 * stripe client, redirected), and our webhook handler behind an HTTP endpoint the stand-in posts to.
 */
export async function startPaymentsHarness(): Promise<PaymentsHarness> {
  const standIn = await startStripeStandIn()
  // Before Payload and the settings load: this file's process sees a server configured for the stand-in.
  Object.assign(process.env, standIn.env)
  const payload = await bootPayload()
  const settings = getSettings()
  const stripe = stripeFor(settings)!
  const endpoint = await startStripeWebhookEndpoint(payload, {
    stripe,
    webhookSecret: standIn.webhookSecret,
  })
  standIn.setWebhookEndpoint(endpoint.url)
  const tag = Date.now().toString(36)
  let serial = 0

  return {
    payload,
    standIn,
    stripe,
    settings,
    endpoint,
    customer: (label = 'buyer') =>
      payload.create({
        collection: 'users',
        data: {
          email: `${label}.${tag}.${serial++}@roomwise.test`,
          name: `${label} ${serial}`,
          role: 'customer',
          credits: 0,
          ageTermsConfirmedAt: new Date().toISOString(),
        },
        overrideAccess: true,
      }),
    plan: (kind, overrides = {}) =>
      payload.create({
        collection: 'plans',
        data: {
          name: kind === 'pack' ? 'Test pack' : 'Test monthly',
          slug: `${kind}-${tag}-${serial++}`,
          kind,
          credits: kind === 'pack' ? 20 : 100,
          amount: kind === 'pack' ? 900 : 2400,
          currency: 'usd',
          blurb: 'For the payments tests.',
          active: true,
          ...overrides,
        },
        overrideAccess: true,
      }),
    async buy(user, plan) {
      const url = await startCheckout(payload, stripe, settings, user, plan.slug)
      const sessionId = new URL(url).pathname.split('/').pop()!
      await standIn.completeCheckout(sessionId)
      return stripe.checkout.sessions.retrieve(sessionId)
    },
    balance: (userId) => creditBalance(payload, userId),
    orders: async (userId) =>
      (
        await payload.find({
          collection: 'orders',
          where: { customer: { equals: userId } },
          sort: ['paidAt', 'id'],
          depth: 0,
          overrideAccess: true,
        })
      ).docs,
    count: async (collection) =>
      (await payload.count({ collection, overrideAccess: true })).totalDocs,
    async stop() {
      await standIn.stop()
      await endpoint.stop()
      await closePayload(payload)
    },
  }
}
