import Stripe from 'stripe'

import type { Settings } from '@/lib/env'
import { createStripeClient } from './stripeClient'

let cached: { key: string; client: Stripe } | undefined

/** This server's Stripe client (the stand-in when STRIPE_API_BASE is set), or null when payments are off. */
export function stripeFor(settings: Settings): Stripe | null {
  if (!settings.stripe) return null
  const key = `${settings.stripe.secretKey}\n${settings.stripe.apiBase ?? ''}`
  if (cached?.key !== key)
    cached = {
      key,
      client: createStripeClient({
        secretKey: settings.stripe.secretKey,
        apiBase: settings.stripe.apiBase,
      }),
    }
  return cached.client
}

/** Stripe's answer for an id it does not know (deleted, or from another account or stand-in run). */
export const isMissingAtStripe = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeError && error.code === 'resource_missing'
