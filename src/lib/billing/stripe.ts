import Stripe from 'stripe'
import { z } from 'zod'

import type { Settings } from '@/lib/env'

/** Long enough for a slow Stripe answer, short enough that a hung request fails a checkout visibly. */
const STRIPE_TIMEOUT_MS = 10_000

const optionsSchema = z.object({
  secretKey: z.string().min(1, 'A Stripe secret key is required'),
  apiBase: z
    .url({
      protocol: /^https?$/,
      message: 'apiBase must be an http(s) URL such as http://127.0.0.1:4242',
    })
    .optional(),
})

/** Stripe's client takes host, port and protocol apart; apiBase (the local stand-in) names all three. */
function addressOf(apiBase: string | undefined) {
  if (!apiBase) return {}
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const)
  // URL brackets IPv6 literals; Node's http wants the bare address.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  return { host, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol }
}

/** The real `stripe` client with a deadline and bounded retries (safe: every POST carries an Idempotency-Key). */
export function createStripeClient(options: z.input<typeof optionsSchema>): Stripe {
  const { secretKey, apiBase } = optionsSchema.parse(options)
  return new Stripe(secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 2,
    appInfo: { name: 'Roomwise' },
    ...addressOf(apiBase),
  })
}

let cached: { key: string; client: Stripe } | undefined

/** This server's Stripe client (the stand-in when STRIPE_API_BASE is set), or null when payments are off. */
export function stripeFor(settings: Settings): Stripe | null {
  if (!settings.stripe) return null
  const { secretKey, apiBase } = settings.stripe
  const key = `${secretKey}\n${apiBase ?? ''}`
  if (cached?.key !== key) cached = { key, client: createStripeClient({ secretKey, apiBase }) }
  return cached.client
}

/** A Stripe call's result, or null for an id Stripe does not know (deleted, or another account's). */
export const unlessMissing = <T>(call: Promise<T>): Promise<T | null> =>
  call.catch((error: unknown) => {
    if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null
    throw error
  })
