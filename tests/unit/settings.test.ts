/** @jest-environment node */
import { jest } from '@jest/globals'

import { loadSettings } from '@/lib/env/loadSettings'
import { VALID_PRODUCTION_SETTINGS } from '../support/productionSettings'

const localSecrets = () => ({ payloadSecret: 'p'.repeat(64), authSecret: 'a'.repeat(64) })

const COMPLETE_PRODUCTION = { NODE_ENV: 'production', ...VALID_PRODUCTION_SETTINGS } as const

const REQUIRED = Object.keys(COMPLETE_PRODUCTION).filter((name) => name !== 'NODE_ENV')

function problemsFor(env: Record<string, string | undefined>): string[] {
  const result = loadSettings(env, { localSecrets })
  return result.ok ? [] : result.problems
}

/** The problems of the complete production configuration with `changes` made to it. */
const productionProblems = (changes: Record<string, string | undefined>) =>
  problemsFor({ ...COMPLETE_PRODUCTION, ...changes })

describe('settings in production', () => {
  it('accepts a complete, valid configuration', () => {
    const result = loadSettings(COMPLETE_PRODUCTION, { localSecrets })
    expect(result.ok).toBe(true)
    if (result.ok) {
      expect(result.settings.mode).toBe('production')
      expect(result.defaults).toEqual([])
      expect(result.settings.appUrl).toBe('https://roomwise.app')
    }
  })

  it('names every missing setting in one message', () => {
    const result = loadSettings({ NODE_ENV: 'production' }, { localSecrets })
    expect(result.ok).toBe(false)
    if (result.ok) return
    for (const name of REQUIRED) expect(result.message).toContain(`${name} is missing`)
    expect(result.problems).toHaveLength(REQUIRED.length)
    expect(result.message.split('\n')[0]).toMatch(/cannot start in production/)
  })

  it.each(REQUIRED)('refuses to start when only %s is missing', (name) => {
    expect(productionProblems({ [name]: undefined })).toEqual([
      expect.stringContaining(`${name} is missing`),
    ])
  })

  it.each(REQUIRED)('treats a whitespace-only %s as missing', (name) => {
    expect(productionProblems({ [name]: '   ' })).toEqual([
      expect.stringContaining(`${name} is missing`),
    ])
  })

  it('accepts a valid AUTH_URL and rejects an invalid one', () => {
    expect(productionProblems({ AUTH_URL: 'https://roomwise.app/api/auth' })).toEqual([])
    expect(productionProblems({ AUTH_URL: 'roomwise dot app' })).toEqual([
      'AUTH_URL must be a valid http(s) URL, for example https://roomwise.app',
    ])
    expect(productionProblems({ AUTH_URL: 'ftp://roomwise.app' })).toHaveLength(1)
  })

  // One wrong value, one problem naming it.
  it.each<[string, Record<string, string>, unknown]>([
    [
      'rejects a public URL that is not a URL',
      { NEXT_PUBLIC_APP_URL: 'localhost:3000' },
      expect.stringMatching(/^NEXT_PUBLIC_APP_URL must be a valid http\(s\) URL/),
    ],
    [
      'rejects a database URL that is not postgres',
      { DATABASE_URL: 'mysql://db/roomwise' },
      'DATABASE_URL must be a postgres:// connection URL',
    ],
    [
      'refuses a local sign-in flag that is not true or false',
      { AUTH_LOCAL_SIGNIN: 'maybe' },
      'AUTH_LOCAL_SIGNIN must be true or false',
    ],
    [
      'refuses a Google issuer override that is not a URL',
      { AUTH_GOOGLE_ISSUER: 'accounts.google' },
      expect.stringMatching(/^AUTH_GOOGLE_ISSUER must be a valid http\(s\) URL/),
    ],
  ])('%s', (_, changes, problem) => {
    expect(productionProblems(changes)).toEqual([problem])
  })

  it('rejects short secrets with advice on making a good one', () => {
    expect(productionProblems({ PAYLOAD_SECRET: 'short' })).toEqual([
      expect.stringContaining(
        'PAYLOAD_SECRET must be at least 32 characters (use `openssl rand -hex 32`)',
      ),
    ])
  })

  it('reports missing and invalid settings together', () => {
    const problems = productionProblems({ STRIPE_SECRET_KEY: '', AUTH_URL: 'nope' })
    expect(problems).toEqual([
      expect.stringContaining('AUTH_URL must be'),
      expect.stringContaining('STRIPE_SECRET_KEY is missing'),
    ])
  })

  it('refuses to start with the local sign-in enabled, saying why', () => {
    expect(productionProblems({ AUTH_LOCAL_SIGNIN: 'true' })).toEqual([
      'AUTH_LOCAL_SIGNIN must not be enabled in production (anyone could sign in as anyone)',
    ])
    const off = loadSettings(
      { ...COMPLETE_PRODUCTION, AUTH_LOCAL_SIGNIN: 'false' },
      { localSecrets },
    )
    expect(off.ok && off.settings.localSignIn).toBe(false)
  })

  it('refuses a Stripe stand-in address: a real deploy must talk to Stripe', () => {
    expect(productionProblems({ STRIPE_API_BASE: 'http://127.0.0.1:4242' })).toEqual([
      'STRIPE_API_BASE must not be set in production (payments must go to Stripe itself, not a stand-in)',
    ])
    const live = loadSettings(COMPLETE_PRODUCTION, { localSecrets })
    expect(live.ok && live.settings.stripe).toEqual({
      secretKey: 'sk_live_123',
      webhookSecret: 'whsec_123',
      apiBase: undefined,
      testMode: false,
    })
  })

  it('is production only when the local launcher did not mark the process', () => {
    const result = loadSettings({ NODE_ENV: 'production', ROOMWISE_LOCAL: '1' }, { localSecrets })
    expect(result.ok && result.settings.mode).toBe('local')
  })
})

describe('settings locally', () => {
  it('runs with nothing set, using and announcing local defaults', () => {
    const result = loadSettings({}, { localSecrets })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.settings.mode).toBe('local')
    expect(result.settings.payloadSecret).toBe('p'.repeat(64))
    expect(result.settings.appUrl).toBe('http://localhost:3000')
    expect(result.settings.google).toBeUndefined()
    expect(result.defaults.join('\n')).toMatch(/embedded PostgreSQL/)
    expect(result.defaults.join('\n')).toMatch(/offline preview, not AI/)
  })

  it('serves its links on the port npm start was given (PORT), and ignores a PORT that is not one', () => {
    const on = (PORT: string) => {
      const result = loadSettings({ PORT }, { localSecrets })
      return result.ok ? result.settings.appUrl : undefined
    }
    expect(on('3457')).toBe('http://localhost:3457')
    expect(on('evil.example/')).toBe('http://localhost:3000')
  })

  it('does not generate secrets that are set', () => {
    const generate = jest.fn(localSecrets)
    const result = loadSettings(
      { PAYLOAD_SECRET: 'k'.repeat(32), AUTH_SECRET: 'l'.repeat(32) },
      { localSecrets: generate },
    )
    expect(generate).not.toHaveBeenCalled()
    expect(result.ok && result.settings.payloadSecret).toBe('k'.repeat(32))
  })

  it('takes an empty value (KEY=, as .env.example leaves them) as its default, for numbers and models alike', () => {
    const empty = loadSettings(
      {
        FREE_CREDITS: '',
        REDESIGN_TIMEOUT_SECONDS: '',
        REPLICATE_MODEL: ' ',
        REDESIGN_MAX_ACTIVE: '',
      },
      { localSecrets },
    )
    const defaults = loadSettings({}, { localSecrets })
    if (!empty.ok || !defaults.ok) throw new Error(`refused: ${empty.ok ? '' : empty.message}`)
    expect([empty.settings.redesign, empty.settings.replicate.models]).toEqual([
      defaults.settings.redesign,
      defaults.settings.replicate.models,
    ])
    expect(empty.settings.redesign.freeCredits).toBe(3)
    expect(problemsFor({ FREE_CREDITS: 'three' })).toEqual([
      'FREE_CREDITS must be a whole number from 0 to 1000',
    ])
  })

  it('still rejects invalid values that are set', () => {
    expect(problemsFor({ AUTH_URL: 'not a url' })).toHaveLength(1)
  })

  it('asks for both halves of a credential pair', () => {
    expect(problemsFor({ AUTH_GOOGLE_ID: 'id-only' })).toEqual([
      'AUTH_GOOGLE_SECRET is missing: set AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET together',
    ])
  })

  it('offers the local sign-in only while Google is not configured, unless told otherwise', () => {
    const none = loadSettings({}, { localSecrets })
    expect(none.ok && none.settings.localSignIn).toBe(true)
    const google = { AUTH_GOOGLE_ID: 'id', AUTH_GOOGLE_SECRET: 'secret' }
    const withGoogle = loadSettings(google, { localSecrets })
    expect(withGoogle.ok && withGoogle.settings.localSignIn).toBe(false)
    const both = loadSettings(
      { ...google, AUTH_LOCAL_SIGNIN: '1', AUTH_GOOGLE_ISSUER: 'http://127.0.0.1:9999' },
      { localSecrets },
    )
    expect(both.ok && both.settings.localSignIn).toBe(true)
    expect(both.ok && both.settings.google?.issuer).toBe('http://127.0.0.1:9999')
  })

  it('points payments at a Stripe stand-in when told, and calls that test mode', () => {
    const standIn = loadSettings(
      {
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_API_BASE: 'http://127.0.0.1:4242',
      },
      { localSecrets },
    )
    expect(standIn.ok && standIn.settings.stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      apiBase: 'http://127.0.0.1:4242',
      testMode: true,
    })
    expect(standIn.ok && standIn.defaults.join('\n')).toMatch(
      /Stripe stand-in at http:\/\/127\.0\.0\.1:4242 \(test checkout, no real money\)/,
    )
    expect(problemsFor({ STRIPE_API_BASE: 'stand-in' })).toEqual([
      expect.stringMatching(/^STRIPE_API_BASE must be a valid http\(s\) URL/),
    ])
  })

  it('treats a Stripe test key as test mode and says when payments are off', () => {
    const testKey = loadSettings(
      { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' },
      { localSecrets },
    )
    expect(testKey.ok && testKey.settings.stripe?.testMode).toBe(true)
    const none = loadSettings({}, { localSecrets })
    expect(none.ok && none.settings.stripe).toBeUndefined()
    expect(none.ok && none.defaults.join('\n')).toMatch(/payments: off/)
  })

  it('parses the admin e-mail list', () => {
    const result = loadSettings(
      { ADMIN_EMAILS: ' Ana@Example.com, ,bo@example.com ' },
      { localSecrets },
    )
    expect(result.ok && result.settings.adminEmails).toEqual(['ana@example.com', 'bo@example.com'])
  })
})

describe('settings for more than one machine', () => {
  it('takes the S3 settings as a set, naming what is missing', () => {
    expect(problemsFor({ S3_BUCKET: 'roomwise' })).toEqual([
      'S3_REGION is missing: set it with S3_BUCKET (any value for a stand-in)',
    ])
    expect(problemsFor({ S3_BUCKET: 'roomwise', S3_REGION: 'eu', S3_ACCESS_KEY_ID: 'k' })).toEqual([
      'S3_SECRET_ACCESS_KEY is missing: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    ])
    for (const orphan of [{ S3_REGION: 'eu' }, { S3_PUBLIC_URL: 'https://cdn.example.com' }])
      expect(problemsFor(orphan)).toEqual([
        'S3_BUCKET is missing: the other S3_ settings do nothing without a bucket',
      ])
    const complete = loadSettings(
      {
        S3_BUCKET: 'roomwise',
        S3_REGION: 'eu',
        S3_PUBLIC_URL: 'https://cdn.example.com/',
        S3_FORCE_PATH_STYLE: 'true',
      },
      { localSecrets },
    )
    expect(complete.ok && complete.settings.s3).toMatchObject({
      bucket: 'roomwise',
      credentials: undefined,
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com',
    })
  })

  it('reads the role, the job lease and REDIS_URL, refusing values that cannot work', () => {
    const defaults = loadSettings({}, { localSecrets })
    expect(defaults.ok && [defaults.settings.role, defaults.settings.jobs.leaseMs]).toEqual([
      'all',
      30_000,
    ])
    expect(problemsFor({ ROOMWISE_ROLE: 'both' })).toEqual([
      'ROOMWISE_ROLE must be all, web or worker',
    ])
    expect(problemsFor({ REDIS_URL: 'localhost:6379' })).toEqual([
      'REDIS_URL must be a redis:// or rediss:// URL',
    ])
    expect(problemsFor({ JOB_LEASE_SECONDS: '1' })[0]).toMatch(/^JOB_LEASE_SECONDS/)
  })
})
