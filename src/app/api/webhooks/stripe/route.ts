import { NextResponse } from 'next/server'

import { stripeFor } from '@/lib/billing/stripe'
import { handleStripeWebhook } from '@/lib/billing/webhook/handleStripeWebhook'
import { getSettings } from '@/lib/env'
import { apiRoute } from '@/lib/http/apiRoute'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { jsonError } from '@/lib/http/refusals'
import { readRouteBody, refuseBody } from '@/lib/http/routeBody'
import { payloadClient } from '@/lib/payload/client'

/** Stripe's webhook: the raw bytes go to verification untouched; see handleStripeWebhook. */
export const POST = apiRoute(async (request: Request) => {
  const settings = getSettings()
  const stripe = stripeFor(settings)
  if (!stripe || !settings.stripe) return jsonError(404, 'Payments are not enabled on this server.')
  // Stripe's events are a few kilobytes; anything far larger is not from Stripe.
  const body = await readRouteBody(request, BODY_LIMITS.stripeWebhook)
  if (!body.ok)
    return refuseBody(body.problem, BODY_LIMITS.stripeWebhook, 'Webhook body too large.')
  const rawBody = Buffer.from(body.bytes.buffer, body.bytes.byteOffset, body.bytes.byteLength)
  const payload = await payloadClient()
  const answer = await handleStripeWebhook(
    payload,
    { rawBody, signature: request.headers.get('stripe-signature') },
    { stripe, webhookSecret: settings.stripe.webhookSecret },
  )
  return NextResponse.json(answer.body, { status: answer.status })
})
