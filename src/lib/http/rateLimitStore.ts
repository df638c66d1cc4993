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
