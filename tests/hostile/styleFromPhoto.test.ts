import { creditBalance } from '@/lib/credits/creditLedger'
import { baseURL } from '../e2e/support/browser'
import { confirmedSessionCookie, newPerson } from '../e2e/support/signIn'
import { fetchAs, photoBlob, studioForm } from '../e2e/support/studio'
import { sharedPayload } from '../support/payload'
import { pollUntil } from '../support/pollUntil'
import { countWhere, loadRedesign, userByEmail } from '../support/records'
import { inspirationPhoto } from '../support/roomPhoto'

/**
 * The inspiration photo of "Match a photo's style", attacked: read by another customer or signed
 * out, and someone else's stored image named as one's own inspiration (by id, or as a room photo).
 */
const payload = sharedPayload()

/** POSTs "Match a photo's style" with `inspiration` as a file, or as the text given. */
async function postMatch(cookie: string, inspiration: Blob | string, fields = {}) {
  const form = studioForm(await photoBlob(), { mode: 'match', style: '', ...fields })
  if (typeof inspiration === 'string') form.set('inspiration', inspiration)
  else form.set('inspiration', inspiration, 'inspiration.jpg')
  const response = await fetch(new URL('/api/studio/redesigns', baseURL()), {
    method: 'POST',
    headers: { cookie },
    body: form,
    signal: AbortSignal.timeout(60_000),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

let owner: { cookie: string; inspirationId: number; inspirationUrl: string }
let stranger: { cookie: string; userId: number }

beforeAll(async () => {
  const cookie = await confirmedSessionCookie(payload(), newPerson('customer', 'match-owner'))
  const inspiration = new Blob([new Uint8Array(await inspirationPhoto())], { type: 'image/jpeg' })
  const created = await postMatch(cookie, inspiration)
  expect(created.status).toBe(201)
  const done = await pollUntil(
    () => loadRedesign(payload(), created.body.id as number, 1),
    (redesign) => redesign.status === 'succeeded',
    { timeoutMs: 60_000, intervalMs: 200 },
  )
  const stored = done.inspiration as { id: number; url: string }
  owner = {
    cookie,
    inspirationId: stored.id,
    inspirationUrl: new URL(stored.url, baseURL()).pathname,
  }
  const strangerPerson = newPerson('customer', 'match-stranger')
  stranger = {
    cookie: await confirmedSessionCookie(payload(), strangerPerson),
    userId: (await userByEmail(payload(), strangerPerson.email)).id,
  }
}, 120_000)

describe('someone else’s inspiration photo', () => {
  it('is served to its owner only', async () => {
    expect((await fetchAs(owner.cookie, owner.inspirationUrl)).status).toBe(200)
    expect([401, 403, 404]).toContain((await fetchAs(stranger.cookie, owner.inspirationUrl)).status)
    expect([401, 403, 404]).toContain((await fetchAs(undefined, owner.inspirationUrl)).status)
  })

  it('cannot be named as one’s own inspiration or room photo: refused, nothing charged', async () => {
    const before = await creditBalance(payload(), stranger.userId)
    const byId = await postMatch(stranger.cookie, String(owner.inspirationId))
    expect(byId).toMatchObject({ status: 400, body: { field: 'inspiration' } })
    const asRoom = await fetch(new URL('/api/studio/redesigns', baseURL()), {
      method: 'POST',
      headers: { cookie: stranger.cookie },
      body: studioForm(undefined, { reuseInput: String(owner.inspirationId) }),
    })
    expect(asRoom.status).toBe(404)
    expect(await creditBalance(payload(), stranger.userId)).toBe(before)
    expect(await countWhere(payload(), 'redesigns', { owner: { equals: stranger.userId } })).toBe(0)
  }, 60_000)
})
