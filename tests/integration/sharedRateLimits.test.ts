/**
 * Issue 13: with REDIS_URL every web instance takes from one rate-limit budget. Two limiters built
 * from the same spec stand for two instances (each alone would count in its own memory); a real
 * Redis (Debian's redis-server) holds the counts. With Redis killed, requests are still counted,
 * in memory, never refused for the outage and never left waiting.
 */
import { RateLimiterRes } from 'rate-limiter-flexible'

import { createLimiter } from '@/lib/http/rateLimit'
import { redisConnection, readyWithin } from '@/lib/redis/redisConnection'
import { startRedisStandIn, type RedisStandIn } from '../support/redisStandIn'

let redis: RedisStandIn

beforeAll(async () => {
  redis = await startRedisStandIn()
  expect(await readyWithin(redisConnection(redis.url), 5_000)).toBe(true)
}, 30_000)

afterAll(async () => {
  redisConnection(redis.url).destroy()
  await redis.stop()
})

const spec = { name: 'rl:test', points: 3, durationSeconds: 60 }

async function outcome(promise: Promise<unknown>): Promise<'allowed' | 'limited' | 'failed'> {
  try {
    await promise
    return 'allowed'
  } catch (rejection) {
    return rejection instanceof RateLimiterRes ? 'limited' : 'failed'
  }
}

describe('rate limits shared through Redis', () => {
  it('two instances take from one budget', async () => {
    const a = createLimiter(spec, redis.url)
    const b = createLimiter(spec, redis.url)
    const seen = [
      await outcome(a.consume('ip:203.0.113.7')),
      await outcome(b.consume('ip:203.0.113.7')),
      await outcome(a.consume('ip:203.0.113.7')),
      await outcome(b.consume('ip:203.0.113.7')),
      await outcome(a.consume('ip:203.0.113.7')),
    ]
    expect(seen).toEqual(['allowed', 'allowed', 'allowed', 'limited', 'limited'])
    // Without Redis each instance would have its own budget: the fourth request would pass.
    const memoryOnly = [createLimiter(spec), createLimiter(spec)]
    for (let i = 0; i < 3; i++) await memoryOnly[0].consume('k')
    expect(await outcome(memoryOnly[1].consume('k'))).toBe('allowed')
  })

  it('counts in memory while Redis is out of reach, with the same limit', async () => {
    const limiter = createLimiter({ ...spec, name: 'rl:outage' }, redis.url)
    await redis.kill()
    const seen: string[] = []
    for (let i = 0; i < 4; i++) seen.push(await outcome(limiter.consume('user:42')))
    expect(seen).toEqual(['allowed', 'allowed', 'allowed', 'limited'])
  })
})
