import { NextResponse } from 'next/server'

import { stripeFor } from '@/lib/billing/stripe'
import { handleStripeWebhook } from '@/lib/billing/webhook/handleStripeWebhook'
import { getSettings } from '@/lib/env'
import { jsonError } from '@/lib/http/jsonError'
import { payloadClient } from '@/lib/payload/client'

// Stripe's events are a few kilobytes; anything far larger is not from Stripe.
const MAX_BODY_BYTES = 512 * 1024

/** Stripe's webhook: the raw bytes go to verification untouched; see handleStripeWebhook. */
export async function POST(request: Request) {
  const settings = getSettings()
  const stripe = stripeFor(settings)
  if (!stripe || !settings.stripe) return jsonError(404, 'Payments are not enabled on this server.')
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return jsonError(413, 'Webhook body too large.')
  const rawBody = Buffer.from(await request.arrayBuffer())
  if (rawBody.length > MAX_BODY_BYTES) return jsonError(413, 'Webhook body too large.')
  const payload = await payloadClient()
  const answer = await handleStripeWebhook(payload, { rawBody, signature: request.headers.get('stripe-signature') }, { stripe, webhookSecret: settings.stripe.webhookSecret })
  return NextResponse.json(answer.body, { status: answer.status })
}
