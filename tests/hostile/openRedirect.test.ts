import { JSDOM } from 'jsdom'

import { OPEN_REDIRECT_FORMS } from '../support/openRedirectPayloads'
import { sharedPayload } from '../support/payload'
import { baseURL } from '../e2e/support/browser'
import {
  confirmedSessionCookie,
  localSessionCookie,
  newPerson,
  postLocalSignIn,
} from '../e2e/support/signIn'
import { followRedirects, summary } from './support/redirectHops'
import { serverLogMark } from './support/serverLog'

const payload = sharedPayload()
const site = () => new URL(baseURL()).origin
const get = (path: string, cookie?: string) =>
  fetch(new URL(path, baseURL()), {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
    signal: AbortSignal.timeout(30_000),
  })
const q = (value: string) => encodeURIComponent(value)

/** Each form through one surface; the forms that led anywhere but our origin, or to a 5xx. */
async function escapes(
  send: (form: string) => Promise<{ landedOn: string; serverError: boolean }>,
): Promise<string[]> {
  const failures: string[] = []
  for (const form of OPEN_REDIRECT_FORMS) {
    const { landedOn, serverError } = await send(form)
    if (landedOn !== site() || serverError)
      failures.push(`${JSON.stringify(form)} → ${serverError ? '5xx' : landedOn}`)
  }
  return failures
}

/** A hidden field's value, resolved as the browser will when the form posts it back. */
const hiddenValueOrigin = (html: string, name: string) => {
  const value = new JSDOM(html).window.document.querySelector<HTMLInputElement>(
    `input[name="${name}"]`,
  )?.value
  return value === undefined ? 'missing' : new URL(value, baseURL()).origin
}

describe('every known open-redirect form lands on our own origin', () => {
  const log = { mark: undefined as ReturnType<typeof serverLogMark> | undefined }
  let confirmed: string
  beforeAll(async () => {
    log.mark = serverLogMark()
    confirmed = await confirmedSessionCookie(payload(), newPerson('customer', 'redirects'))
  }, 60_000)

  it('the sign-in page, signed out: the address it will send you on to stays ours (callbackUrl and next)', async () => {
    const failures: string[] = []
    for (const form of OPEN_REDIRECT_FORMS) {
      for (const param of ['callbackUrl', 'next']) {
        const response = await get(`/sign-in?${param}=${q(form)}`)
        const origin =
          response.status === 200
            ? hiddenValueOrigin(await response.text(), 'callbackUrl')
            : `status ${response.status}`
        if (origin !== site()) failures.push(`${param}=${JSON.stringify(form)} → ${origin}`)
      }
    }
    expect(failures).toEqual([])
  }, 180_000)

  it('the sign-in page, signed in: it redirects at once, always to our origin', async () => {
    expect(
      await escapes(async (form) =>
        summary(
          await followRedirects(await get(`/sign-in?callbackUrl=${q(form)}`, confirmed), confirmed),
        ),
      ),
    ).toEqual([])
  }, 180_000)

  it('the welcome page: signed in and confirmed (straight on) and signed out (to sign-in and back)', async () => {
    expect(
      await escapes(async (form) =>
        summary(await followRedirects(await get(`/welcome?next=${q(form)}`, confirmed), confirmed)),
      ),
    ).toEqual([])
    expect(
      await escapes(async (form) =>
        summary(await followRedirects(await get(`/welcome?next=${q(form)}`))),
      ),
    ).toEqual([])
  }, 240_000)

  it('the local sign-in POST (Auth.js callback with callbackUrl) redirects only to our origin', async () => {
    const person = newPerson('customer', 'callback')
    expect(
      await escapes(async (form) =>
        summary(await followRedirects(await postLocalSignIn(person, { callbackUrl: form }))),
      ),
    ).toEqual([])
  }, 240_000)

  it('the age/terms confirmation action, replayed with a hostile `next`, redirects only to our origin', async () => {
    const cookie = await localSessionCookie(newPerson('customer', 'confirm')) // not yet confirmed: the form renders
    const page = await get('/welcome?next=/redesign', cookie)
    expect(page.status).toBe(200)
    const document = new JSDOM(await page.text()).window.document
    const fields = [...document.querySelectorAll<HTMLInputElement>('form input[name]')].filter(
      (input) => input.type === 'hidden',
    )
    expect(fields.some((input) => input.name === 'next')).toBe(true)
    expect(
      await escapes(async (form) => {
        const body = new FormData()
        for (const input of fields) body.set(input.name, input.name === 'next' ? form : input.value)
        body.set('age', 'on')
        body.set('terms', 'on')
        const response = await fetch(new URL('/welcome', baseURL()), {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie, origin: site() },
          body,
          signal: AbortSignal.timeout(30_000),
        })
        expect(response.status).toBe(303)
        return summary(await followRedirects(response, cookie))
      }),
    ).toEqual([])
  }, 240_000)

  it("the admin panel's login screen passes its `redirect` on only within /admin", async () => {
    expect(
      await escapes(async (form) =>
        summary(await followRedirects(await get(`/admin/login?redirect=${q(form)}`))),
      ),
    ).toEqual([])
    const response = await get('/admin/login?redirect=%2Fadmin%2Fcollections%2Fposts')
    expect(
      new URL(response.headers.get('location')!, baseURL()).searchParams.get('callbackUrl'),
    ).toBe('/admin/collections/posts')
  }, 180_000)

  it('logged no error for any of it', () => {
    expect(log.mark!.errorsSince()).toEqual([])
  })
})
