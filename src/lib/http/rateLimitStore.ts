import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible'

export type LimiterSpec = { name: string; points: number; durationSeconds: number }

/**
 * Where the counters live: this process's memory. Each server process counts on its own, so N
 * processes behind a balancer let a client make up to N times a limit. To share counters, build
 * a `RateLimiterRedis` (or `RateLimiterPostgres`) from the same spec here, with
 * `insuranceLimiter: new RateLimiterMemory(...)` for when the store is down; nothing else changes.
 */
export function createLimiter(spec: LimiterSpec): RateLimiterAbstract {
  return new RateLimiterMemory({
    keyPrefix: spec.name,
    points: spec.points,
    duration: spec.durationSeconds,
  })
}
