import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { getSettings, type Settings } from '@/lib/env'
import { redisConnection } from '@/lib/redis/redisConnection'
import { clientAddress, rateLimitKeyOf } from './clientAddress'

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

type LimiterSpec = { name: string; points: number; durationSeconds: number }

/** A count in Redis that takes longer than this is made in this process's memory instead. */
const REDIS_TIMEOUT_MS = 500

// With REDIS_URL, one budget across instances; while Redis is out of reach (or slower than 500 ms)
// each process counts in memory, so an outage never refuses or hangs requests.
export function createLimiter(spec: LimiterSpec, redisUrl?: string): RateLimiterAbstract {
  const memory = new RateLimiterMemory({
    keyPrefix: spec.name,
    points: spec.points,
    duration: spec.durationSeconds,
  })
  if (!redisUrl) return memory
  const shared = new RateLimiterRedis({
    storeClient: redisConnection(redisUrl),
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: `roomwise:${spec.name}`,
    points: spec.points,
    duration: spec.durationSeconds,
    insuranceLimiter: memory,
  })
  return new RLWrapperTimeouts({
    limiter: shared,
    timeoutMs: REDIS_TIMEOUT_MS,
    insuranceLimiter: memory,
  })
}

function limiterFor(rule: RateLimitRule): RateLimiterAbstract {
  const limiters = registry()
  if (!limiters.has(rule)) {
    const { http, redisUrl } = getSettings()
    const spec = { name: `rl:${rule}`, points: http.rateLimitsPerMinute[rule], durationSeconds: 60 }
    limiters.set(rule, createLimiter(spec, redisUrl))
  }
  return limiters.get(rule)!
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
