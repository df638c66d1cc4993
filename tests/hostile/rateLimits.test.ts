/**
 * The default rate limits bite: a server of the same build with every RATE_LIMIT_* unset (the
 * main test server runs with high limits, since the whole suite comes from one address). Each
 * budget is spent exactly, the next request gets 429 with Retry-After and a message, and forged
 * address headers or cookies do not buy a fresh budget.
 */
import { loadSettings } from '@/lib/env/loadSettings'
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/clientAddress'
import { extraServer, type ExtraServer } from '../e2e/support/extraServer'
import {
  confirmedSessionCookie,
  newPerson,
  postLocalSignIn,
  type Person,
} from '../e2e/support/signIn'
import { sharedPayload } from '../support/payload'

const payload = sharedPayload()
let server: ExtraServer

const DEFAULTS = (() => {
  const result = loadSettings(
    {},
    { localSecrets: () => ({ payloadSecret: 'p'.repeat(64), authSecret: 'a'.repeat(64) }) },
  )
  if (!result.ok) throw new Error(result.message)
  return result.settings.http.rateLimitsPerMinute
})()

/** Headers a client might forge to look like someone else. */
const FORGED: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.9' },
  { [CLIENT_ADDRESS_HEADER]: '203.0.113.10' },
  { 'x-real-ip': '203.0.113.11', forwarded: 'for=203.0.113.11' },
  { cookie: 'authjs.session-token=forged' },
]

const at = (path: string) => new URL(path, server.url)

/** Sends `count` requests one after another and returns their statuses. */
async function statuses(count: number, send: () => Promise<Response>): Promise<number[]> {
  const seen: number[] = []
  for (let i = 0; i < count; i++) {
    const response = await send()
    await response.arrayBuffer()
    seen.push(response.status)
  }
  return seen
}

/**
 * Spends a budget exactly: `count` requests answered `status`, then the next one refused with 429
 * and a Retry-After of 1–60 seconds. Returns that refusal and its wait.
 */
async function spend(count: number, status: number, send: () => Promise<Response>) {
  expect(await statuses(count, send)).toEqual(Array(count).fill(status))
  const refused = await send()
  expect(refused.status).toBe(429)
  const wait = Number(refused.headers.get('retry-after'))
  expect(Number.isInteger(wait) && wait >= 1 && wait <= 60).toBe(true)
  return { refused, wait }
}

/** The local sign-in through Auth.js, against the extra server. */
const localSignIn = (person: Person) => postLocalSignIn(person, { server: server.url })

const studioPost = (cookie: string, path = '/api/studio/redesigns') => {
  const form = new FormData()
  form.set('roomType', 'living-room') // no photo: refused as incomplete, but counted first
  return fetch(at(path), { method: 'POST', headers: { cookie }, body: form })
}

const checkoutPost = (cookie: string) =>
  fetch(at('/api/billing/checkout'), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'plan=no-such-plan', // refused before Stripe is called, but counted first
  })

beforeAll(async () => {
  const unset = Object.fromEntries(
    ['SIGN_IN', 'CHECKOUT', 'STUDIO', 'ACCOUNT', 'SHARED_LINKS'].map((name) => [
      `RATE_LIMIT_${name}_PER_MINUTE`,
      '',
    ]),
  )
  server = await extraServer(unset)
  await server.start()
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

describe('sign-in', () => {
  it(`allows ${DEFAULTS.signIn} attempts a minute per address, then shows a page saying how long to wait`, async () => {
    const { refused, wait } = await spend(DEFAULTS.signIn, 302, () =>
      localSignIn(newPerson('customer', 'limited')),
    )
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/)
    const page = await refused.text()
    expect(page).toContain(
      `Too many sign-in attempts from your network in a short time. Please wait ${wait} seconds and try again.`,
    )
    expect(page).toContain('<a href="/sign-in">Back to sign-in</a>')
    // The OAuth return counts too; forged addresses do not help.
    expect(
      (await fetch(at('/api/auth/callback/google?code=x&state=y'), { redirect: 'manual' })).status,
    ).toBe(429)
    for (const headers of FORGED)
      expect(
        (
          await fetch(at('/api/auth/callback/local'), {
            method: 'POST',
            headers,
            redirect: 'manual',
          })
        ).status,
      ).toBe(429)
  }, 120_000)
})

describe('the studio API', () => {
  it(`allows each customer ${DEFAULTS.studio} requests a minute (create and cancel together), then 429 JSON`, async () => {
    const cookie = await confirmedSessionCookie(payload(), newPerson('customer', 'studio'))
    const { refused, wait } = await spend(DEFAULTS.studio, 400, () => studioPost(cookie))
    expect(await refused.json()).toEqual({
      error: `Too many redesign requests. Please wait ${wait} seconds and try again.`,
      retryAfterSeconds: wait,
    })
    expect((await studioPost(cookie, '/api/studio/redesigns/1/cancel')).status).toBe(429)
    // Another customer from the same address has a budget of their own.
    const other = await confirmedSessionCookie(payload(), newPerson('customer', 'studio-other'))
    expect((await studioPost(other)).status).toBe(400)
  }, 120_000)
})

describe('account changes', () => {
  it(`allows each customer ${DEFAULTS.account} a minute (rename, prepare my data, download together), then 429 JSON`, async () => {
    const cookie = await confirmedSessionCookie(payload(), newPerson('customer', 'account'))
    const rename = () =>
      fetch(at('/api/account'), {
        method: 'PATCH',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: ' ' }), // refused as empty, but counted first
      })
    const { refused, wait } = await spend(DEFAULTS.account, 400, rename)
    expect(await refused.json()).toEqual({
      error: `Too many account changes. Please wait ${wait} seconds and try again.`,
      retryAfterSeconds: wait,
    })
    const prepare = await fetch(at('/api/account/exports'), { method: 'POST', headers: { cookie } })
    expect(prepare.status).toBe(429)
  }, 120_000)
})

describe('checkout', () => {
  it(`allows each customer ${DEFAULTS.checkout} attempts a minute, then a page with the way back to pricing`, async () => {
    const cookie = await confirmedSessionCookie(payload(), newPerson('customer', 'checkout'))
    const { refused, wait } = await spend(DEFAULTS.checkout, 303, () => checkoutPost(cookie))
    const page = await refused.text()
    expect(page).toContain(
      `Too many checkout attempts in a short time. Please wait ${wait} seconds and try again.`,
    )
    expect(page).toContain('<a href="/pricing">Back to pricing</a>')
    expect(
      (
        await fetch(at('/api/billing/portal'), {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie },
        })
      ).status,
    ).toBe(429)
  }, 120_000)
})

describe('behind a trusted proxy (TRUST_PROXY_HOPS=1)', () => {
  let proxied: ExtraServer
  beforeAll(async () => {
    proxied = await extraServer({ TRUST_PROXY_HOPS: '1', RATE_LIMIT_SHARED_LINKS_PER_MINUTE: '3' })
    await proxied.start()
  }, 120_000)
  afterAll(async () => {
    await proxied?.stop()
  })

  // A made-up share link: a designed 404 page, but every visit is counted against the address.
  const listingVia = (forwardedFor: string) =>
    fetch(new URL('/shared/no-such-link-token', proxied.url), {
      headers: { 'x-forwarded-for': forwardedFor },
    })

  it('counts each client under the address the proxy appended, not what the client prepended', async () => {
    expect(await statuses(3, () => listingVia('203.0.113.1'))).toEqual([404, 404, 404])
    expect((await listingVia('203.0.113.1')).status).toBe(429)
    // The client claims another address; the proxy appends the real one, which is what counts.
    expect((await listingVia('198.51.100.7, 203.0.113.1')).status).toBe(429)
    // Another client behind the same proxy has its own budget.
    expect((await listingVia('203.0.113.2')).status).toBe(404)
  }, 60_000)
})
