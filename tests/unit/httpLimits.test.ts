/** @jest-environment node */
import { RateLimiterRes } from 'rate-limiter-flexible'

import { loadSettings } from '@/lib/env/loadSettings'
import { createLimiter } from '@/lib/http/rateLimit'
import { tooManyRequestsJson, tooManyRequestsPage } from '@/lib/http/refusals'

const localSecrets = () => ({ payloadSecret: 'p'.repeat(64), authSecret: 'a'.repeat(64) })

describe('limit settings', () => {
  it('default to limits that bite, and an empty value means the default', () => {
    for (const env of [
      {},
      { RATE_LIMIT_SIGN_IN_PER_MINUTE: '', TRUST_PROXY_HOPS: '', BODY_TIMEOUT_SECONDS: '' },
    ]) {
      const result = loadSettings(env, { localSecrets })
      if (!result.ok) throw new Error(result.message)
      expect(result.settings.http).toEqual({
        trustProxyHops: 0,
        bodyTimeoutMs: 120_000,
        rateLimitsPerMinute: {
          signIn: 10,
          checkout: 10,
          studio: 20,
          sharedLinks: 120,
          account: 10,
        },
      })
    }
  })

  it('name a bad value', () => {
    const result = loadSettings(
      { RATE_LIMIT_STUDIO_PER_MINUTE: 'lots', TRUST_PROXY_HOPS: '-1' },
      { localSecrets },
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.message).toContain('RATE_LIMIT_STUDIO_PER_MINUTE must be a whole number')
    expect(result.message).toContain('TRUST_PROXY_HOPS')
  })
})

describe('the rate limiter store', () => {
  it('lets a key through its budget, then refuses it with the wait; other keys are untouched', async () => {
    const limiter = createLimiter({ name: 'test', points: 3, durationSeconds: 60 })
    for (let i = 0; i < 3; i++) await limiter.consume('ip:1.2.3.4')
    const refusal = await limiter.consume('ip:1.2.3.4').catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(RateLimiterRes)
    expect((refusal as RateLimiterRes).msBeforeNext).toBeGreaterThan(55_000)
    await expect(limiter.consume('ip:5.6.7.8')).resolves.toBeInstanceOf(RateLimiterRes)
  })
})

describe('429 answers', () => {
  it('tell an API client how long to wait, in words and in Retry-After', async () => {
    const response = tooManyRequestsJson(42, 'redesign requests')
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('42')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({
      error: 'Too many redesign requests. Please wait 42 seconds and try again.',
      retryAfterSeconds: 42,
    })
  })

  it('show a person who posted a form a readable page with a way back', async () => {
    const response = tooManyRequestsPage(1, 'checkout attempts', {
      href: '/pricing',
      label: 'Back to pricing',
    })
    expect(response.status).toBe(429)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain('Please wait 1 second and try again.')
    expect(html).toContain('<a href="/pricing">Back to pricing</a>')
  })
})
