import Stripe from 'stripe'
import { z } from 'zod'

/** Long enough for a slow Stripe answer, short enough that a hung request fails a checkout visibly. */
export const STRIPE_TIMEOUT_MS = 10_000
/** Retries are safe: the client sends an Idempotency-Key with every POST. */
export const STRIPE_MAX_NETWORK_RETRIES = 2

const connectionSchema = z.object({
  apiBase: z
    .url({
      protocol: /^https?$/,
      message: 'apiBase must be an http(s) URL such as http://127.0.0.1:4242',
    })
    .optional(),
  timeoutMs: z.number().int().positive().optional(),
})
const optionsSchema = connectionSchema.extend({
  secretKey: z.string().min(1, 'A Stripe secret key is required'),
})

export type StripeClientOptions = z.input<typeof optionsSchema>

/**
 * Where the client sends requests. Stripe's client takes host, port and protocol separately;
 * apiBase (a local stand-in in tests) supplies all three, otherwise it talks to api.stripe.com.
 */
function addressOf(
  apiBase: string | undefined,
): { host: string; port: number; protocol: 'http' | 'https' } | Record<string, never> {
  if (!apiBase) return {}
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  // IPv6 literals come back bracketed from URL; Node's http wants the bare address.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  return { host, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol }
}

/**
 * How a Stripe client reaches Stripe: a request deadline, bounded retries and the address. Ours and
 * the Stripe plugin's clients (src/plugins, through our patch of the plugin) share it.
 */
export function stripeConnection(options: z.input<typeof connectionSchema> = {}) {
  const { apiBase, timeoutMs } = connectionSchema.parse(options)
  return {
    timeout: timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    ...addressOf(apiBase),
  }
}

/** The real `stripe` client with a request deadline and bounded retries. */
export function createStripeClient(options: StripeClientOptions): Stripe {
  const { secretKey, ...connection } = optionsSchema.parse(options)
  return new Stripe(secretKey, { ...stripeConnection(connection), appInfo: { name: 'Roomwise' } })
}
