import { startRedisStandIn, type RedisStandIn } from '../../support/redisStandIn'
import { extraServer, type ExtraServer } from './extraServer'

/** Two web instances of the same build on the same database and one Redis, as in production. */
export type RedisPair = { redis: RedisStandIn; a: ExtraServer; b: ExtraServer }

/** Starts a Redis and two instances with `env` besides REDIS_URL; stop them with stopRedisPair. */
export async function startRedisPair(env: Record<string, string> = {}): Promise<RedisPair> {
  const redis = await startRedisStandIn()
  const a = await extraServer({ ...env, REDIS_URL: redis.url })
  const b = await extraServer({ ...env, REDIS_URL: redis.url })
  try {
    // One at a time: two Next servers starting at once on two cores crowd each other out.
    await a.start()
    await b.start()
  } catch (error) {
    await stopRedisPair({ redis, a, b })
    throw error
  }
  return { redis, a, b }
}

export async function stopRedisPair(pair: Partial<RedisPair>): Promise<void> {
  await Promise.all([pair.a?.stop(), pair.b?.stop()])
  await pair.redis?.stop()
}
