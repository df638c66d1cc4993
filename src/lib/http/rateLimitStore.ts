import {
  RateLimiterMemory,
  RateLimiterRedis,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { redisConnection } from '@/lib/redis/redisConnection'

export type LimiterSpec = { name: string; points: number; durationSeconds: number }

/** A count in Redis that takes longer than this is made in this process's memory instead. */
const REDIS_TIMEOUT_MS = 500

/**
 * Where the counters live. With REDIS_URL, in Redis: every web instance takes from one budget, so
 * N instances behind a balancer still allow a client the limit, not N times it. While Redis is out
 * of reach (not connected, or slower than 500 ms) each process counts in its own memory (the
 * insurance limiter), so a Redis outage never turns into refused or hanging requests. Without
 * REDIS_URL (`npm start`, one process), only memory.
 */
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
