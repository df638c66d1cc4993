import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { getSettings, type Settings } from '@/lib/env'
import { clientAddress, rateLimitKeyOf } from './clientAddress'
import { createLimiter } from './rateLimitStore'

/** What is counted; each has a per-minute budget in the settings (RATE_LIMIT_*_PER_MINUTE). */
export type RateLimitRule = keyof Settings['http']['rateLimitsPerMinute']

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number }

// Next may load this module more than once (one copy per route bundle); the counters must be one.
const LIMITERS = Symbol.for('roomwise.rateLimiters')
const registry = () =>
  ((globalThis as Record<symbol, unknown>)[LIMITERS] ??= new Map()) as Map<
    RateLimitRule,
    RateLimiterAbstract
  >

function limiterFor(rule: RateLimitRule): RateLimiterAbstract {
  const limiters = registry()
  let limiter = limiters.get(rule)
  if (!limiter) {
    const settings = getSettings()
    limiter = createLimiter(
      {
        name: `rl:${rule}`,
        points: settings.http.rateLimitsPerMinute[rule],
        durationSeconds: 60,
      },
      settings.redisUrl,
    )
    limiters.set(rule, limiter)
  }
  return limiter
}

/** The key for a client without a session: its address (IPv6 by /64), as the server resolved it. */
export const addressKey = (headers: Pick<Headers, 'get'>) =>
  `ip:${rateLimitKeyOf(clientAddress(headers))}`

export const userKey = (id: number | string) => `user:${id}`

/** Recognised by shape: another bundle's copy of rate-limiter-flexible makes its own class (taken for a store failure, it would let the request through). */
const isRefusal = (value: unknown): value is Pick<RateLimiterRes, 'msBeforeNext'> =>
  value instanceof RateLimiterRes ||
  (typeof value === 'object' &&
    value !== null &&
    !(value instanceof Error) &&
    typeof (value as { msBeforeNext?: unknown }).msBeforeNext === 'number')

export async function takeRateLimit(rule: RateLimitRule, key: string): Promise<RateLimitVerdict> {
  try {
    await limiterFor(rule).consume(key)
    return { ok: true }
  } catch (rejection) {
    if (isRefusal(rejection))
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    // The store itself failed: serve the request rather than take the site down with it.
    console.warn(
      `Rate limit "${rule}" could not be checked: ${rejection instanceof Error ? rejection.message : String(rejection)}`,
    )
    return { ok: true }
  }
}
