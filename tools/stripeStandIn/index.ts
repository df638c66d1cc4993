/**
 * A local stand-in for Stripe for the payments tests: Stripe's v1 HTTP API (form-encoded, Bearer
 * secret key, Stripe's error bodies and idempotency) for customers, products, prices, Checkout,
 * subscriptions, invoices, payments, refunds, events and the billing portal; the hosted checkout
 * and portal pages; and signed webhook deliveries. Point the real `stripe` client at `url`.
 */
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { createApiHandler, type RequestRecord } from './apiHandler'
import { NO_REQUEST, type Core, type StandInConfig } from './core'
import { completeCheckout, type PayInput } from './flows/checkoutCompletion'
import {
  cancelSubscriptionNow,
  renewSubscription,
  setCancelAtPeriodEnd,
} from './flows/subscriptionLifecycle'
import { randomToken } from './ids'
import { expireSession } from './resources/checkoutSessions'
import { createRefund } from './resources/refunds'
import { allRoutes } from './routes'
import { createServer } from './server'
import { mustGet, StandInState } from './state'
import type {
  CheckoutSessionObject,
  EventObject,
  InvoiceObject,
  RefundObject,
  SubscriptionObject,
} from './types'
import { Webhooks, type DeliveryRecord } from './webhooks'

export type { DeliveryRecord, EventObject, RequestRecord }

export type StripeStandInOptions = {
  secretKey?: string
  webhookSecret?: string
  /** Where to post events from the start; setWebhookEndpoint() changes it later. */
  webhookUrl?: string
  /** Event types the endpoint receives ('*' or 'invoice.*' patterns); all by default. */
  enabledEvents?: string[]
  businessName?: string
  /** The portal's "Cancel plan": 'immediately' (default) or 'at_period_end' (Stripe's own default). */
  portalCancelMode?: StandInConfig['portalCancelMode']
  /** Finish webhook deliveries before hosted pages redirect (default true); false mimics Stripe's race. */
  deliverBeforeRedirect?: boolean
  /** Attempts per event, first try included, before retryFailedDeliveries() gives up (default 4). */
  maxDeliveryAttempts?: number
  webhookTimeoutMs?: number
}

export type StripeStandIn = {
  url: string
  host: string
  port: number
  secretKey: string
  webhookSecret: string
  /** The app's settings that point it at this stand-in (STRIPE_SECRET_KEY, …). */
  env: Record<'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_BASE', string>
  apiVersion: string
  setWebhookEndpoint(url: string | null, options?: { enabledEvents?: string[] }): void
  /** Pays a checkout session as the hosted page would (test card 4242 unless given); throws if refused. */
  completeCheckout(
    sessionId: string,
    input?: Partial<PayInput>,
  ): Promise<{ redirectUrl: string | null }>
  expireCheckoutSession(sessionId: string): Promise<CheckoutSessionObject>
  /** The next billing period: new invoice + invoice.paid (billing_reason subscription_cycle), or the end of a subscription set to cancel. */
  renewSubscription(
    subscriptionId: string,
    options?: { paymentFails?: boolean },
  ): Promise<{ subscription: SubscriptionObject; invoice: InvoiceObject | null }>
  refund(paymentIntentId: string, amount?: number): Promise<RefundObject>
  cancelSubscription(
    subscriptionId: string,
    options?: { atPeriodEnd?: boolean },
  ): Promise<SubscriptionObject>
  /** Sends an event again, same id and body, newly signed. */
  redeliver(eventId: string): Promise<DeliveryRecord>
  /** Re-sends events whose latest delivery failed, while attempts remain. */
  retryFailedDeliveries(): Promise<DeliveryRecord[]>
  /** Waits until every queued webhook delivery has been attempted. */
  settled(): Promise<void>
  readonly deliveries: DeliveryRecord[]
  readonly events: EventObject[]
  readonly requests: RequestRecord[]
  stop(): Promise<void>
}

export async function startStripeStandIn(
  options: StripeStandInOptions = {},
): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? `sk_test_${randomToken(24)}`
  const webhookSecret = options.webhookSecret ?? `whsec_${randomToken(32)}`
  const config: StandInConfig = {
    baseUrl: '',
    businessName: options.businessName ?? 'Roomwise',
    apiVersion: Stripe.API_VERSION,
    portalCancelMode: options.portalCancelMode ?? 'immediately',
    deliverBeforeRedirect: options.deliverBeforeRedirect ?? true,
  }
  const state = new StandInState()
  const webhooks = new Webhooks(state, {
    apiVersion: config.apiVersion,
    webhookSecret,
    timeoutMs: options.webhookTimeoutMs ?? 10_000,
    maxAttempts: options.maxDeliveryAttempts ?? 4,
  })
  const setWebhookEndpoint = (url: string | null, endpoint: { enabledEvents?: string[] } = {}) => {
    webhooks.endpoint = url
      ? { url, enabledEvents: endpoint.enabledEvents ?? options.enabledEvents ?? ['*'] }
      : null
  }
  if (options.webhookUrl) setWebhookEndpoint(options.webhookUrl)
  const core: Core = { state, webhooks, config }
  const api = createApiHandler(core, allRoutes, secretKey)
  const server = createServer(core, api)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  config.baseUrl = `http://127.0.0.1:${port}`

  const settle = async <T>(value: T): Promise<T> => {
    await webhooks.settled()
    return structuredClone(value)
  }

  return {
    url: config.baseUrl,
    host: '127.0.0.1',
    port,
    secretKey,
    webhookSecret,
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: config.baseUrl,
    },
    apiVersion: config.apiVersion,
    setWebhookEndpoint,
    async completeCheckout(sessionId, input = {}) {
      const outcome = completeCheckout(core, sessionId, {
        ...input,
        card: input.card ?? {
          number: '4242424242424242',
          expMonth: 12,
          expYear: new Date().getUTCFullYear() + 5,
        },
      })
      if (!outcome.ok) throw new Error(outcome.message)
      return settle({ redirectUrl: outcome.redirectUrl })
    },
    expireCheckoutSession: (sessionId) =>
      settle(expireSession(core, mustGet(state.checkoutSessions, 'checkout.session', sessionId))),
    renewSubscription: (subscriptionId, renewal) =>
      settle(renewSubscription(core, subscriptionId, renewal)),
    refund: (paymentIntentId, amount) =>
      settle(createRefund(core, { payment_intent: paymentIntentId, amount }, NO_REQUEST)),
    cancelSubscription(subscriptionId, cancel = {}) {
      const sub = mustGet(state.subscriptions, 'subscription', subscriptionId)
      return settle(
        cancel.atPeriodEnd
          ? setCancelAtPeriodEnd(core, sub, true, NO_REQUEST)
          : cancelSubscriptionNow(core, sub, NO_REQUEST),
      )
    },
    redeliver: (eventId) => webhooks.redeliver(eventId),
    retryFailedDeliveries: () => webhooks.retryFailed(),
    settled: () => webhooks.settled(),
    get deliveries() {
      return [...webhooks.deliveries]
    },
    get events() {
      return [...state.events.values()].map((event) => structuredClone(event))
    },
    get requests() {
      return [...api.requests]
    },
    async stop() {
      await webhooks.settled()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
