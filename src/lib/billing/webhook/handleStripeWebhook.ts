import type { Payload } from 'payload'
import Stripe from 'stripe'
import { z } from 'zod'

import { dbFor, withTransaction } from '@/lib/db/postgres'
import { recordWebhookEvent, webhookEventSeen } from '@/lib/db/statements/webhookEvents'
import { chargeRefundedHandler, checkoutSessionHandler, invoicePaidHandler } from './paymentEvents'
import { subscriptionHandler } from './trackSubscription'
import type { AnyEventHandler } from './types'

/** Stripe's own default: a signature older than five minutes is refused (replay protection). */
const SIGNATURE_TOLERANCE_SECONDS = 300

const eventShape = z.object({
  id: z.string().min(1),
  object: z.literal('event'),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
})

type Verification = { ok: true; event: Stripe.Event } | { ok: false; reason: string }

/** Stripe's signature (HMAC of the exact bytes, fresh timestamp) first; only then is the body trusted. */
export function verifyStripeEvent(
  rawBody: Buffer | string,
  signature: string | null,
  secret: string,
  tolerance = SIGNATURE_TOLERANCE_SECONDS,
): Verification {
  if (!signature) return { ok: false, reason: 'the Stripe-Signature header is missing' }
  let event: Stripe.Event
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, tolerance)
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError))
      return { ok: false, reason: 'the body is not JSON' }
    return {
      ok: false,
      reason: /tolerance/i.test(error.message)
        ? 'the signature timestamp is too old'
        : 'the signature does not match',
    }
  }
  if (!eventShape.safeParse(event).success)
    return { ok: false, reason: 'the body is not a Stripe event' }
  return { ok: true, event }
}

/** The events the webhook endpoint must be subscribed to (see .env.example), and what handles each. */
export const STRIPE_EVENT_HANDLERS: Record<string, AnyEventHandler> = {
  'checkout.session.completed': checkoutSessionHandler,
  'checkout.session.async_payment_succeeded': checkoutSessionHandler,
  'invoice.paid': invoicePaidHandler,
  'charge.refunded': chargeRefundedHandler,
  'customer.subscription.created': subscriptionHandler,
  'customer.subscription.updated': subscriptionHandler,
  'customer.subscription.deleted': subscriptionHandler,
}

export type WebhookDelivery = { rawBody: Buffer | string; signature: string | null }

export type WebhookDeps = {
  stripe: Stripe
  webhookSecret: string
  /** Test seam: runs inside the transaction once the event is handled; throwing rolls it all back. */
  afterHandled?: (event: Stripe.Event) => void | Promise<void>
}

export type WebhookAnswer = {
  status: number
  body: { received: boolean; outcome?: string; error?: string }
}

/** Bad signature → 400; otherwise one transaction, and any failure → 500 so Stripe redelivers. */
export async function handleStripeWebhook(
  payload: Payload,
  delivery: WebhookDelivery,
  deps: WebhookDeps,
): Promise<WebhookAnswer> {
  const verified = verifyStripeEvent(delivery.rawBody, delivery.signature, deps.webhookSecret)
  if (!verified.ok) {
    payload.logger.warn(`Stripe webhook rejected: ${verified.reason}`)
    return {
      status: 400,
      body: { received: false, error: `Webhook rejected: ${verified.reason}.` },
    }
  }
  const { event } = verified
  const handler = STRIPE_EVENT_HANDLERS[event.type]
  if (!handler) return { status: 200, body: { received: true, outcome: 'ignored' } }

  try {
    if (await webhookEventSeen(await dbFor(payload), 'stripe', event.id))
      return { status: 200, body: { received: true, outcome: 'duplicate-event' } }
    const prepared = handler.prepare
      ? await handler.prepare(event, { payload, stripe: deps.stripe })
      : undefined
    const outcome = await withTransaction(payload, async ({ req, db }) => {
      if (!(await recordWebhookEvent(db, 'stripe', event.id, event.type))) return 'duplicate-event'
      const result = await handler.apply({ payload, req, db, event }, prepared)
      await deps.afterHandled?.(event)
      return result
    })
    payload.logger.info(`Stripe ${event.type} ${event.id}: ${outcome}`)
    return { status: 200, body: { received: true, outcome } }
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: `Stripe ${event.type} ${event.id} failed and was rolled back; Stripe will deliver it again`,
    })
    return {
      status: 500,
      body: {
        received: false,
        error: 'The event could not be processed; nothing was changed. Please retry.',
      },
    }
  }
}
