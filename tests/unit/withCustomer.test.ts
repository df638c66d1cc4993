/** @jest-environment node */
import { jest } from '@jest/globals'

import type { User } from '@/payload-types'

// The opening's collaborators, replaced: no database, a session that is "ok" or absent.
const customer = { id: 7, email: 'c@example.com', ageTermsConfirmedAt: null } as unknown as User
const logged: Record<string, unknown>[] = []
const fakePayload = {
  auth: async ({ headers }: { headers: Headers }) => ({
    user: headers.get('cookie') === 'session=ok' ? customer : null,
  }),
  logger: { error: (entry: Record<string, unknown>) => logged.push(entry) },
}
jest.unstable_mockModule('@/lib/payload/client', () => ({
  payloadClient: async () => fakePayload,
}))
const { withCustomer } = await import('@/lib/http/withCustomer')
const { billingFormRoute } = await import('@/lib/billing/billingFormRoute')
const { jsonError } = await import('@/lib/http/refusals')

class Refusal extends Error {}
const ok = async () => Response.json({ ok: true })
const context = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) })
const post = (headers: Record<string, string> = {}) =>
  new Request('http://localhost:3000/api/studio/x', {
    method: 'POST',
    headers: { host: 'localhost:3000', cookie: 'session=ok', ...headers },
  })

describe('withCustomer, the opening of every customer route', () => {
  it('refuses another site with 403 before looking at the session', async () => {
    const route = withCustomer({ signedOut: 'Please sign in first.' }, ok)
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://localhost:3000' },
    ]) {
      const response = await route(post(headers), context())
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ error: 'This request did not come from Roomwise.' })
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('x-request-id')).toBeTruthy()
    }
  })

  it('answers a signed-out visitor 401 with the route’s sentence, or a form’s own answer', async () => {
    const json = withCustomer({ signedOut: 'Please sign in to redesign a room.' }, ok)
    const refused = await json(post({ cookie: '' }), context())
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: 'Please sign in to redesign a room.' })

    const form = withCustomer(
      { signedOut: () => new Response(null, { status: 303, headers: { Location: '/sign-in' } }) },
      ok,
    )
    const sent = await form(post({ cookie: '' }), context())
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/sign-in')
  })

  it('checks parameters before the session, and hands the handler a typed user', async () => {
    const route = withCustomer(
      {
        signedOut: 'Please sign in first.',
        params: ({ id }): { id: number } | Response =>
          id === '1' ? { id: 1 } : jsonError(400, 'Not an id.'),
      },
      async ({ user, params }) => Response.json({ user: user.id, id: params.id }),
    )
    expect((await route(post({ cookie: '' }), context({ id: 'x' }))).status).toBe(400)
    expect(await (await route(post(), context({ id: '1' }))).json()).toEqual({ user: 7, id: 1 })
  })

  it('sends an unconfirmed customer on when the route asks for the age and terms', async () => {
    const route = withCustomer(
      { signedOut: 'Please sign in first.', unconfirmed: () => jsonError(428, 'Confirm first.') },
      ok,
    )
    expect((await route(post(), context())).status).toBe(428)
  })

  it('maps known refusals to their answer, and anything else to a logged 500 with the request id', async () => {
    logged.length = 0
    const route = withCustomer(
      {
        signedOut: 'Please sign in first.',
        knownErrors: (error) =>
          error instanceof Refusal ? jsonError(409, error.message) : undefined,
        failure: { log: 'Doing it failed', message: 'Nothing was changed; try again.' },
      },
      async ({ request }) => {
        if (request.headers.get('x-case') === 'known') throw new Refusal('Already done.')
        throw new Error('select * from secrets')
      },
    )
    const known = await route(post({ 'x-case': 'known' }), context())
    expect(known.status).toBe(409)
    expect(await known.json()).toEqual({ error: 'Already done.' })
    expect(logged).toHaveLength(0)

    const failed = await route(post({ 'x-request-id': 'req-12345678' }), context())
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual({
      error: 'Nothing was changed; try again.',
      requestId: 'req-12345678',
    })
    expect(failed.headers.get('x-request-id')).toBe('req-12345678')
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({ requestId: 'req-12345678', msg: 'Doing it failed (user 7)' })
    expect(logged[0]!.err).toBeInstanceOf(Error)
  })

  it('lets a form route answer a failure with its own redirect', async () => {
    const route = withCustomer(
      {
        signedOut: 'Please sign in first.',
        failure: {
          log: 'Starting checkout failed',
          answer: () =>
            new Response(null, { status: 303, headers: { Location: '/pricing?error=x' } }),
        },
      },
      async () => {
        throw new Error('Stripe is down')
      },
    )
    const response = await route(post(), context())
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/pricing?error=x')
  })
})

describe('billingFormRoute, the opening of the checkout and billing portal forms', () => {
  const checkout = billingFormRoute('/pricing', { what: 'checkout attempts', log: 'x' }, ok)
  const signedOutTo = async (query: string) => {
    const request = new Request(`http://localhost:3000/api/billing/checkout${query}`, {
      method: 'POST',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
    })
    const response = await checkout(request, context())
    return [response.status, response.headers.get('location')]
  }

  it('sends a visitor to sign in and back to the plan they chose, and nowhere else', async () => {
    expect(await signedOutTo('?plan=starter-pack')).toEqual([
      303,
      '/sign-in?callbackUrl=%2Fpricing%3Fplan%3Dstarter-pack',
    ])
    for (const query of ['', '?plan=//evil.example', '?plan=a%0d%0aSet-Cookie:x', '?plan=A&b=1'])
      expect(await signedOutTo(query)).toEqual([303, '/sign-in?callbackUrl=%2Fpricing'])
  })
})
