/**
 * The header's session probe (GET /api/session) reads the session cookie and never writes one:
 * no renewed session, nothing a shared cache may keep, and any cookie it cannot verify is simply
 * "signed out" (never an error, never someone else's session).
 */
import { encode } from 'next-auth/jwt'

import { getSettings } from '@/lib/env'
import { baseURL } from '../e2e/support/browser'
import { confirmedSessionCookie, newPerson, postLocalSignIn } from '../e2e/support/signIn'
import { sharedPayload } from '../support/payload'
import { userByEmail } from '../support/records'

const payload = sharedPayload()
const COOKIE_NAME = 'authjs.session-token'

const probe = (cookie?: string, init: RequestInit = {}) =>
  fetch(new URL('/api/session', baseURL()), {
    redirect: 'manual',
    ...init,
    headers: cookie ? { cookie } : {},
  })

async function expectSignedOut(response: Response) {
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ signedIn: false })
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  expect(response.headers.getSetCookie()).toEqual([])
}

let cookie: string
let person: ReturnType<typeof newPerson>

beforeAll(async () => {
  person = newPerson('customer', 'probe')
  cookie = await confirmedSessionCookie(payload(), person)
}, 60_000)

describe('GET /api/session', () => {
  it("answers the person's name and balance, sets no cookie and may be stored by no cache", async () => {
    const stored = await userByEmail(payload(), person.email)
    const response = await probe(cookie)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      signedIn: true,
      name: person.name,
      credits: stored.credits,
    })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('unlike Auth.js’s own session endpoint, which renews the cookie on every call', async () => {
    const response = await fetch(new URL('/api/auth/session', baseURL()), { headers: { cookie } })
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${COOKIE_NAME}=`))).toBe(true)
  })

  it('answers "signed out" without a cookie or with only the hint cookie', async () => {
    await expectSignedOut(await probe())
    await expectSignedOut(await probe('rw_session=1'))
  })

  it('answers "signed out" to a tampered, forged or expired session cookie', async () => {
    const value = cookie.slice(COOKIE_NAME.length + 1)
    const flipped = value.slice(0, -5) + (value.at(-5) === 'A' ? 'B' : 'A') + value.slice(-4)
    await expectSignedOut(await probe(`${COOKIE_NAME}=${flipped}`))
    await expectSignedOut(await probe(`${COOKIE_NAME}=not-a-token`))

    const stored = await userByEmail(payload(), person.email)
    const forged = await encode({
      token: { uid: stored.id, email: person.email, name: person.name },
      secret: 'a secret an attacker guessed, not the site’s',
      salt: COOKIE_NAME,
    })
    await expectSignedOut(await probe(`${COOKIE_NAME}=${forged}`))

    // With the site's own secret: a fresh token works (so the refusals below are the token's
    // fault), an expired one and one naming nobody do not.
    const signed = (token: Record<string, unknown>, maxAge = 3600) =>
      encode({ token, secret: getSettings().authSecret, salt: COOKIE_NAME, maxAge })
    const fresh = await probe(`${COOKIE_NAME}=${await signed({ uid: stored.id })}`)
    expect(await fresh.json()).toMatchObject({ signedIn: true, name: person.name })
    await expectSignedOut(await probe(`${COOKIE_NAME}=${await signed({ uid: stored.id }, -60)}`))
    await expectSignedOut(await probe(`${COOKIE_NAME}=${await signed({ uid: 2_000_000_000 })}`))
  })

  it('is needed only after a sign-in, which sets the non-secret hint cookie beside the session', async () => {
    const response = await postLocalSignIn(newPerson('customer', 'hint'))
    const hint = response.headers.getSetCookie().find((c) => c.startsWith('rw_session='))
    expect(hint).toMatch(/^rw_session=1;/)
    expect(hint).not.toMatch(/HttpOnly/i)
    expect(hint).toMatch(/SameSite=lax/i)
  })

  it('accepts only GET', async () => {
    const response = await probe(cookie, { method: 'POST', body: '{}' })
    expect(response.status).toBe(405)
    expect(response.headers.getSetCookie()).toEqual([])
  })
})
