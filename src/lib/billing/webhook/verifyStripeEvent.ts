import Stripe from 'stripe'
import { z } from 'zod'

/** Stripe's own default: a signature older than five minutes is refused (replay protection). */
export const SIGNATURE_TOLERANCE_SECONDS = 300

const eventShape = z.object({
  id: z.string().min(1),
  object: z.literal('event'),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
})

export type Verification = { ok: true; event: Stripe.Event } | { ok: false; reason: string }

/**
 * Checks a delivery the way Stripe specifies: HMAC-SHA256 of the exact bytes received, keyed with
 * the endpoint's signing secret, with a timestamp inside the tolerance. Only then is the body
 * trusted, and it must still look like an event.
 */
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
