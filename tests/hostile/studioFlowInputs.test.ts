import { creditBalance } from '@/lib/credits/creditLedger'
import { baseURL } from '../e2e/support/browser'
import { confirmedSessionCookie, newPerson } from '../e2e/support/signIn'
import { postComparison, postRedesign } from '../e2e/support/studio'
import { sharedPayload } from '../support/payload'
import { HOSTILE_REDIRECTS } from '../support/openRedirectPayloads'
import { pollUntil } from '../support/pollUntil'
import { countWhere, loadRedesign, userByEmail } from '../support/records'
import { roomPhoto } from '../support/roomPhoto'

/**
 * The inputs the studio flow added, attacked: "Try again" / "Run again" and the named download on
 * someone else's redesign, someone else's stored photo by id, the form prefilled from someone
 * else's redesign, and a checkout return address leading to another host.
 */
const payload = sharedPayload()
const site = () => new URL(baseURL()).origin
const send = (
  method: string,
  path: string,
  cookie?: string,
  headers: Record<string, string> = {},
) =>
  fetch(new URL(path, baseURL()), {
    method,
    redirect: 'manual',
    headers: { ...(cookie ? { cookie } : {}), origin: site(), ...headers },
    signal: AbortSignal.timeout(60_000),
  })

let owner: { cookie: string; id: number; userId: number; inputId: number; inputUrl: string }
let stranger: { cookie: string; userId: number }

beforeAll(async () => {
  const ownerPerson = newPerson('customer', 'flow-owner')
  const strangerPerson = newPerson('customer', 'flow-stranger')
  const cookie = await confirmedSessionCookie(payload(), ownerPerson)
  const photo = new Blob([new Uint8Array(await roomPhoto())], { type: 'image/jpeg' })
  const created = await postRedesign(cookie, photo, { notes: 'owner secret note' })
  expect(created.status).toBe(201)
  const id = created.body.id!
  const done = await pollUntil(
    () => loadRedesign(payload(), id, 1),
    (redesign) => redesign.status === 'succeeded',
    { timeoutMs: 60_000, intervalMs: 200 },
  )
  const input = done.input as { id: number; url: string }
  owner = {
    cookie,
    id,
    userId: (await userByEmail(payload(), ownerPerson.email)).id,
    inputId: input.id,
    inputUrl: new URL(input.url, baseURL()).pathname,
  }
  stranger = {
    cookie: await confirmedSessionCookie(payload(), strangerPerson),
    userId: (await userByEmail(payload(), strangerPerson.email)).id,
  }
}, 120_000)

describe('running someone else’s redesign again', () => {
  it('answers another customer 404 and charges no one', async () => {
    const before = await creditBalance(payload(), stranger.userId)
    const answer = await send('POST', `/api/studio/redesigns/${owner.id}/again`, stranger.cookie)
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ error: 'There is no such redesign.' })
    expect(await creditBalance(payload(), stranger.userId)).toBe(before)
  })

  it('refuses no session (401), another site (403) and ids that are not ids (400)', async () => {
    expect((await send('POST', `/api/studio/redesigns/${owner.id}/again`)).status).toBe(401)
    const crossSite = await send('POST', `/api/studio/redesigns/${owner.id}/again`, owner.cookie, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    })
    expect(crossSite.status).toBe(403)
    for (const bad of ['0', '-1', 'abc', '1e3', '2147483648'])
      expect((await send('POST', `/api/studio/redesigns/${bad}/again`, owner.cookie)).status).toBe(
        400,
      )
  })
})

describe('"Try again" as a script would send it', () => {
  it('an admin finds no customer’s redesign in the studio (the admin panel is theirs): 404, nothing changed', async () => {
    const admin = await confirmedSessionCookie(payload(), newPerson('admin', 'flow-admin'))
    const studio = `/api/studio/redesigns/${owner.id}`
    const json = { 'content-type': 'application/json' }
    const asks: [string, string, string?][] = [
      ['GET', `/redesigns/${owner.id}`],
      ['GET', studio],
      ['GET', `${studio}/download?version=1`],
      ['POST', `${studio}/again`],
      ['POST', `${studio}/favourite`, JSON.stringify({ version: 1, favourite: true })],
      ['POST', `${studio}/upscales`, JSON.stringify({ image: 1, scale: 2 })],
      ['POST', `${studio}/shares`, JSON.stringify({ expiry: '7d', version: 1 })],
      ['POST', `${studio}/cancel`],
      ['DELETE', studio],
    ]
    for (const [method, path, body] of asks) {
      const answer = await fetch(new URL(path, baseURL()), {
        method,
        redirect: 'manual',
        headers: { cookie: admin, origin: site(), ...(body ? json : {}) },
        body,
      })
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 404 })
    }
    expect(await countWhere(payload(), 'redesigns', { input: { equals: owner.inputId } })).toBe(1)
    expect(await countWhere(payload(), 'shares', { redesign: { equals: owner.id } })).toBe(0)
    const done = await loadRedesign(payload(), owner.id, 1)
    const result = done.outputs![0] as { favouredAt?: string | null }
    expect(result.favouredAt ?? null).toBeNull()
  })

  it('sent five times at once on a canceled style: one retry (201), the others get it (200), charged once', async () => {
    const person = newPerson('customer', 'flow-retry-rush')
    const cookie = await confirmedSessionCookie(payload(), person)
    const userId = (await userByEmail(payload(), person.email)).id
    // Jobs start within milliseconds and the offline preview is quick: of two styles canceled at
    // once behind a third, at least one is still queued or running, and that one is retried.
    const started = await postComparison(cookie, ['japandi', 'scandinavian', 'bohemian'])
    expect(started.status).toBe(201)
    const ids = started.body.ids!.slice(1)
    const cancels = await Promise.all(
      ids.map((id) => send('POST', `/api/studio/redesigns/${id}/cancel`, cookie)),
    )
    const canceled = ids[cancels.findIndex((answer) => answer.status === 200)]!
    expect(canceled).toBeDefined()
    const before = await creditBalance(payload(), userId)

    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map(() => send('POST', `/api/studio/redesigns/${canceled}/again`, cookie)),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201])
    const retries = await Promise.all(answers.map(async (answer) => (await answer.json()).id))
    expect(new Set(retries).size).toBe(1)
    expect(before - (await creditBalance(payload(), userId))).toBe(1)
    // Asked again later, the same: the style was tried once.
    const later = await send('POST', `/api/studio/redesigns/${canceled}/again`, cookie)
    expect([later.status, (await later.json()).id]).toEqual([200, retries[0]])
    expect(before - (await creditBalance(payload(), userId))).toBe(1)
  }, 120_000)
})

describe('someone else’s stored room photo by id', () => {
  it('is refused: no redesign, no charge, and the photo stays theirs', async () => {
    const before = await creditBalance(payload(), stranger.userId)
    const answer = await postRedesign(stranger.cookie, undefined, {
      reuseInput: String(owner.inputId),
    })
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ field: 'photo' })
    expect(answer.body.error).toMatch(/no longer available/)
    expect(await creditBalance(payload(), stranger.userId)).toBe(before)
    expect(await countWhere(payload(), 'redesigns', { owner: { equals: stranger.userId } })).toBe(0)
  }, 60_000)
})

describe('the form prefilled from someone else’s redesign (/redesign?from=<id>)', () => {
  it('starts empty for them, showing none of the owner’s photo or notes', async () => {
    const page = await send('GET', `/redesign?from=${owner.id}`, stranger.cookie)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('That earlier redesign could not be found')
    expect(html).not.toContain('owner secret note')
    expect(html).not.toContain(
      owner.inputUrl
        .split('/')
        .pop()!
        .replace(/\.\w+$/, ''),
    )
  })

  it('prefills for the owner', async () => {
    const html = await (await send('GET', `/redesign?from=${owner.id}`, owner.cookie)).text()
    expect(html).toContain('owner secret note')
    expect(html).not.toContain('That earlier redesign could not be found')
  })

  it('shrugs off values that are not ids', async () => {
    for (const bad of ['abc', '-1', '0', '99999999999', '1%27%20OR%201=1'])
      expect((await send('GET', `/redesign?from=${bad}`, owner.cookie)).status).toBe(200)
  })
})

describe('the named download of someone else’s result', () => {
  it('answers another customer 404, signed-out 401, and bad versions 400', async () => {
    const path = `/api/studio/redesigns/${owner.id}/download?version=1`
    expect((await send('GET', path, stranger.cookie)).status).toBe(404)
    expect((await send('GET', path)).status).toBe(401)
    for (const version of ['0', '5', 'two', '1e0', '-1'])
      expect(
        (
          await send(
            'GET',
            `/api/studio/redesigns/${owner.id}/download?version=${version}`,
            owner.cookie,
          )
        ).status,
      ).toBe(400)
    expect((await send('GET', path, owner.cookie)).status).toBe(200)
  })
})

describe('the checkout return address (returnTo)', () => {
  /** The success address Stripe (the stand-in) was given for the checkout `returnTo` started. */
  async function successUrlFor(returnTo: string, cookie = stranger.cookie): Promise<string> {
    const response = await fetch(new URL('/api/billing/checkout', baseURL()), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie,
        origin: site(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ plan: 'starter-pack', returnTo }),
      signal: AbortSignal.timeout(30_000),
    })
    expect(response.status).toBe(303)
    const sessionId = /cs_[A-Za-z0-9_]+/.exec(response.headers.get('location') ?? '')?.[0]
    expect(sessionId).toBeDefined()
    const session = await fetch(
      new URL(`/v1/checkout/sessions/${sessionId}`, process.env.STRIPE_API_BASE),
      { headers: { authorization: `Bearer ${process.env.STRIPE_SECRET_KEY}` } },
    )
    return ((await session.json()) as { success_url: string }).success_url
  }

  it('returns to a path on this site', async () => {
    const url = new URL(await successUrlFor('/redesign?draft=1'))
    expect(url.origin).toBe(site())
    expect(`${url.pathname}${url.search}`).toMatch(/^\/redesign\?draft=1&checkout=success/)
  })

  // Checkout allows 10 attempts a minute per customer: a handful of the usual forms here (every
  // form of the list is checked against the same gate in tests/unit/studioFlow.test.ts).
  const FORMS = [
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example/x',
    'http://evil.example',
    'https:/evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    '/..//evil.example',
  ]

  it('never to another host: each open-redirect form falls back to /billing', async () => {
    expect(FORMS.every((form) => HOSTILE_REDIRECTS.includes(form))).toBe(true)
    const buyer = await confirmedSessionCookie(payload(), newPerson('customer', 'flow-buyer'))
    const escaped: string[] = []
    for (const form of FORMS) {
      const url = new URL((await successUrlFor(form, buyer)).replace('{CHECKOUT_SESSION_ID}', 'x'))
      if (url.origin !== site() || url.pathname !== '/billing') escaped.push(JSON.stringify(form))
    }
    expect(escaped).toEqual([])
  }, 120_000)

  it('pricing does not hand a hostile return address to its forms', async () => {
    const pricing = async (returnTo: string) =>
      (
        await send('GET', `/pricing?returnTo=${encodeURIComponent(returnTo)}`, stranger.cookie)
      ).text()
    // (The address itself is in the page's router data; what matters is what the forms post.)
    expect(await pricing('//evil.example/x')).not.toContain('name="returnTo"')
    expect(await pricing('/redesign?draft=1')).toContain(
      'name="returnTo" value="/redesign?draft=1"',
    )
  })
})
