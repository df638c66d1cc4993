import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import Stripe from 'stripe'

import {
  handleStripeWebhook,
  type WebhookAnswer,
  type WebhookDeps,
} from '@/lib/billing/webhook/handleStripeWebhook'

export type StripeWebhookEndpoint = {
  url: string
  /** Makes the handler throw (inside its transaction) for the next `times` events matching `type`. */
  failNext(type: string, times?: number): void
  /** Posts a body straight to the endpoint, as anyone on the internet could. */
  post(body: string, signature: string | null): Promise<WebhookAnswer>
  stop(): Promise<void>
}

/**
 * Our webhook handler behind a real HTTP server, for integration tests: the Stripe stand-in
 * delivers its signed events here exactly as Stripe would to /api/webhooks/stripe.
 */
export async function startStripeWebhookEndpoint(
  payload: Payload,
  deps: Omit<WebhookDeps, 'afterHandled'>,
): Promise<StripeWebhookEndpoint> {
  const failures = new Map<string, number>()
  const afterHandled = (event: Stripe.Event) => {
    const left = failures.get(event.type) ?? 0
    if (left > 0) {
      failures.set(event.type, left - 1)
      throw new Error(`Injected failure while handling ${event.type}`)
    }
  }
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const signature =
        typeof req.headers['stripe-signature'] === 'string' ? req.headers['stripe-signature'] : null
      const answer = await handleStripeWebhook(
        payload,
        { rawBody: Buffer.concat(chunks), signature },
        { ...deps, afterHandled },
      )
      res
        .writeHead(answer.status, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`
  return {
    url,
    failNext: (type, times = 1) => failures.set(type, times),
    async post(body, signature) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        body,
      })
      return { status: response.status, body: (await response.json()) as WebhookAnswer['body'] }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A Stripe-Signature header for `body`, as Stripe computes it (optionally dated in the past). */
export const stripeSignature = (
  body: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp })
