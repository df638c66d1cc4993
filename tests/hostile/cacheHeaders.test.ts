/**
 * No shared cache (CDN, proxy) may store what depends on who asks: signed-in pages, our API's
 * answers, a customer's image files. Public pages keep their long shared caching.
 */
import { sameOriginPath } from '@/lib/http/safeRedirect'
import type { RedesignImage } from '@/payload-types'
import { baseURL } from '../e2e/support/browser'
import { confirmedSessionCookie, localSessionCookie, newPerson } from '../e2e/support/signIn'
import { fetchAs, photoBlob, postRedesign, studioForm } from '../e2e/support/studio'
import { sharedPayload } from '../support/payload'
import { loadRedesign, userByEmail } from '../support/records'

const payload = sharedPayload()
let cookie: string
let redesignId: number
let imagePath: string
let orderId: number
let created: Response

/** A header no shared cache may store under: private (or no-store), and nothing that invites sharing. */
const sharedCacheMayStore = (value: string | null) =>
  !value || !/\bprivate\b|\bno-store\b/.test(value) || /\bpublic\b|s-maxage/.test(value)

const cacheControlOf = (response: Response) => ({
  status: response.status,
  cacheControl: response.headers.get('cache-control'),
})

const post = (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, baseURL()), {
    method: 'POST',
    redirect: 'manual',
    ...init,
    headers: { cookie, ...(init.headers as Record<string, string>) },
  })

beforeAll(async () => {
  const person = newPerson('customer', 'cache')
  cookie = await confirmedSessionCookie(payload(), person)
  created = await post('/api/studio/redesigns', { body: studioForm(await photoBlob()) })
  redesignId = ((await created.clone().json()) as { id: number }).id
  const redesign = await loadRedesign(payload(), redesignId, 1)
  imagePath = sameOriginPath((redesign.input as RedesignImage).url!)
  const userId = (await userByEmail(payload(), person.email)).id
  const order = await payload().create({
    collection: 'orders',
    overrideAccess: true,
    data: {
      number: `RW-CACHE-${Date.now()}`,
      customer: userId,
      planName: 'Test pack',
      kind: 'pack',
      amount: 500,
      currency: 'eur',
      credits: 5,
      paidAt: new Date().toISOString(),
      paymentKey: `pi_cache_${Date.now()}`,
      status: 'paid',
      amountRefunded: 0,
      creditsRemoved: 0,
    },
  })
  orderId = order.id
}, 90_000)

describe('signed-in pages', () => {
  it.each([
    '/redesign',
    '/redesigns',
    '/redesigns/{redesign}',
    '/billing',
    '/billing/orders/{order}',
    '/account',
    '/welcome',
    '/sign-in',
  ])('%s is private to the person (redirects included)', async (template) => {
    const path = template
      .replace('{redesign}', String(redesignId))
      .replace('{order}', String(orderId))
    const response = await fetchAs(cookie, path)
    expect([200, 303, 307]).toContain(response.status)
    expect(sharedCacheMayStore(response.headers.get('cache-control'))).toBe(false)
  })

  it('/welcome before the terms are confirmed is private too', async () => {
    const unconfirmed = await localSessionCookie(newPerson('customer', 'cache-new'))
    const response = await fetchAs(unconfirmed, '/welcome')
    expect(response.status).toBe(200)
    expect(sharedCacheMayStore(response.headers.get('cache-control'))).toBe(false)
  })
})

describe('our API routes answer with Cache-Control: private, no-store', () => {
  it('studio: a created redesign, a cancel, and refusals', async () => {
    expect(cacheControlOf(created)).toEqual({ status: 201, cacheControl: 'private, no-store' })
    expect(cacheControlOf(await post(`/api/studio/redesigns/${redesignId}/cancel`))).toEqual({
      status: expect.any(Number),
      cacheControl: 'private, no-store',
    })
    const anonymous = await postRedesign(undefined, undefined)
    expect(anonymous.status).toBe(401)
    expect(
      cacheControlOf(await post('/api/studio/redesigns', { headers: { cookie: '' } })),
    ).toEqual({ status: 401, cacheControl: 'private, no-store' })
  })

  it('billing: checkout and the customer portal', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    expect(
      cacheControlOf(
        await post('/api/billing/checkout', { headers: form, body: 'plan=no-such-plan' }),
      ),
    ).toEqual({ status: 303, cacheControl: 'private, no-store' })
    expect(cacheControlOf(await post('/api/billing/portal', { headers: form, body: '' }))).toEqual({
      status: 303,
      cacheControl: 'private, no-store',
    })
  })

  it('Auth.js: the session and the CSRF token', async () => {
    for (const path of ['/api/auth/session', '/api/auth/csrf']) {
      const response = await fetchAs(cookie, path)
      expect(response.status).toBe(200)
      expect(sharedCacheMayStore(response.headers.get('cache-control'))).toBe(false)
    }
  })
})

describe('private image files', () => {
  it('reach their owner with a short private max-age that no shared cache may use', async () => {
    const response = await fetchAs(cookie, imagePath)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\//)
    expect(response.headers.get('cache-control')).toBe('private, max-age=300')
  })
})

describe('public pages', () => {
  it.each(['/', '/glossary', '/glossary/japandi'])('%s keeps its shared caching', async (path) => {
    const response = await fetchAs(undefined, path)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/)
  })
})
