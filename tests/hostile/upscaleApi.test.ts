import { creditBalance } from '@/lib/credits/creditLedger'
import type { RedesignImage } from '@/payload-types'
import { baseURL } from '../e2e/support/browser'
import {
  confirmedCustomer,
  confirmedSessionCookie,
  newPerson,
  type ConfirmedCustomer,
} from '../e2e/support/signIn'
import { postRedesign } from '../e2e/support/studio'
import { sharedPayload } from '../support/payload'
import { pollUntil } from '../support/pollUntil'
import { adjustCredits, countWhere } from '../support/records'
import { roomPhoto } from '../support/roomPhoto'
import { callApi } from './support/callApi'

/**
 * The enlargement routes (POST/GET /api/studio/redesigns/:id/upscales, GET
 * /api/studio/upscales/:id/download) attacked: signed out, from another site, on someone else's
 * redesign or image, with scales and bodies that are not a choice, on an unfinished redesign, short
 * of credits, and two at once. Nothing refused is ever charged.
 */
const payload = sharedPayload()
const upscales = (id: number | string) => `/api/studio/redesigns/${id}/upscales`

/** The studio's JSON calls; `body` is sent as it is (a test may send what is not JSON). */
const send = async (
  method: string,
  path: string,
  cookie: string | undefined,
  body?: string,
  headers: Record<string, string> = {},
) => {
  const { status, body: answer } = await callApi(method, path, cookie, {
    body,
    headers: { 'content-type': 'application/json', ...headers },
  })
  return { status, body: answer }
}

let owner: ConfirmedCustomer
let stranger: ConfirmedCustomer

/** A finished redesign of `who`'s through the studio API: its id, photo and result image ids. */
async function finishedRedesign(who: ConfirmedCustomer) {
  const photo = new Blob([new Uint8Array(await roomPhoto({ width: 640, height: 480 }))], {
    type: 'image/jpeg',
  })
  const created = await postRedesign(who.cookie, photo)
  expect(created.status).toBe(201)
  const id = created.body.id!
  const done = await pollUntil(
    () => payload().findByID({ collection: 'redesigns', id, depth: 1, overrideAccess: true }),
    (redesign) => redesign.status === 'succeeded',
    { timeoutMs: 60_000 },
  )
  expect(done.status).toBe('succeeded')
  return {
    id,
    photo: (done.input as RedesignImage).id,
    result: (done.outputs![0] as RedesignImage).id,
  }
}

const charges = (userId: number) =>
  countWhere(payload(), 'credit-ledger', {
    owner: { equals: userId },
    reason: { equals: 'upscale_charge' },
  })

beforeAll(async () => {
  owner = await confirmedCustomer(payload(), 'upscale-owner')
  stranger = await confirmedCustomer(payload(), 'upscale-stranger')
  await adjustCredits(payload(), owner.id, 10, 'upscale-hostile')
  await adjustCredits(payload(), stranger.id, 10, 'upscale-hostile')
}, 60_000)

it('refuses the signed-out, another site and another customer, and charges none of them', async () => {
  const mine = await finishedRedesign(owner)
  const body = JSON.stringify({ image: mine.result, scale: 2 })
  expect((await send('POST', upscales(mine.id), undefined, body)).status).toBe(401)
  expect((await send('GET', upscales(mine.id), undefined)).status).toBe(401)
  const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
  expect((await send('POST', upscales(mine.id), owner.cookie, body, crossSite)).status).toBe(403)
  expect((await send('POST', upscales(mine.id), stranger.cookie, body)).status).toBe(404)
  expect((await send('GET', upscales(mine.id), stranger.cookie)).status).toBe(404)
  // The stranger's own redesign, with the owner's result in the body: not one of its results.
  const theirs = await finishedRedesign(stranger)
  expect((await send('POST', upscales(theirs.id), stranger.cookie, body)).status).toBe(404)
  expect(await charges(stranger.id)).toBe(0)
  expect(await charges(owner.id)).toBe(0)

  const made = await send('POST', upscales(mine.id), owner.cookie, body)
  expect(made.status).toBe(201)
  const upscaleId = made.body.id as number
  const done = await pollUntil(
    () => send('GET', upscales(mine.id), owner.cookie),
    (answer) =>
      (answer.body.upscales as { status: string }[] | undefined)?.[0]?.status === 'succeeded',
    { timeoutMs: 60_000 },
  )
  const [view] = done.body.upscales as { download: string }[]
  const download = `/api/studio/upscales/${upscaleId}/download`
  expect(view!.download).toBe(download)
  const file = await fetch(new URL(download, baseURL()), { headers: { cookie: owner.cookie } })
  expect(file.status).toBe(200)
  expect(file.headers.get('content-disposition')).toMatch(/filename="[a-z0-9-]+-x2\.jpg"/)
  expect(file.headers.get('cache-control')).toMatch(/private/)
  expect((await send('GET', download, stranger.cookie)).status).toBe(404)
  // An admin may read every enlargement in the panel; the studio's download is the owner's alone.
  const admin = await confirmedSessionCookie(payload(), newPerson('admin', 'upscale-admin'))
  expect((await send('GET', download, admin)).status).toBe(404)
  expect((await send('GET', download, undefined)).status).toBe(401)
  // The stored file itself, by Payload's own address: the owner only.
  const stored = await payload().findByID({
    collection: 'upscales',
    id: upscaleId,
    depth: 1,
    overrideAccess: true,
  })
  const fileUrl = new URL((stored.output as RedesignImage).url!, baseURL()).pathname
  expect(
    (await fetch(new URL(fileUrl, baseURL()), { headers: { cookie: owner.cookie } })).status,
  ).toBe(200)
  for (const cookie of [stranger.cookie, undefined])
    expect([403, 404]).toContain(
      (await fetch(new URL(fileUrl, baseURL()), { headers: cookie ? { cookie } : {} })).status,
    )
}, 120_000)

it('answers 400 with what to send for a scale or image that is not a choice, and 413 for a huge body', async () => {
  const mine = await finishedRedesign(owner)
  const before = await charges(owner.id)
  for (const scale of [3, 8, 0, -2, '2', 2.5, null]) {
    const answer = await send(
      'POST',
      upscales(mine.id),
      owner.cookie,
      JSON.stringify({ image: mine.result, scale }),
    )
    expect(answer).toEqual({
      status: 400,
      body: expect.objectContaining({ error: expect.stringMatching(/"scale": 2 or 4/) }),
    })
  }
  for (const body of ['', 'not json', '[]', '{"scale":2}', '{"image":"x","scale":2}'])
    expect((await send('POST', upscales(mine.id), owner.cookie, body)).status).toBe(400)
  for (const bad of ['0', 'abc', '2147483648'])
    expect((await send('POST', upscales(bad), owner.cookie, '{"image":1,"scale":2}')).status).toBe(
      400,
    )
  const huge = JSON.stringify({ image: mine.result, scale: 2, padding: 'x'.repeat(64 * 1024) })
  expect((await send('POST', upscales(mine.id), owner.cookie, huge)).status).toBe(413)
  // The room photo is not a result.
  const photo = JSON.stringify({ image: mine.photo, scale: 2 })
  expect((await send('POST', upscales(mine.id), owner.cookie, photo)).status).toBe(404)
  expect(await charges(owner.id)).toBe(before)
}, 120_000)

it('answers 409 for a redesign still running, and 402 short of credits, charging nothing', async () => {
  const mine = await finishedRedesign(owner)
  const body = JSON.stringify({ image: mine.result, scale: 4 })
  const before = await charges(owner.id)
  // As if still running (its job done, the status put back): nothing to enlarge yet.
  await payload().update({
    collection: 'redesigns',
    id: mine.id,
    data: { status: 'processing' },
    overrideAccess: true,
  })
  const running = await send('POST', upscales(mine.id), owner.cookie, body)
  expect(running).toEqual({
    status: 409,
    body: expect.objectContaining({ error: expect.stringMatching(/not finished yet/) }),
  })
  await payload().update({
    collection: 'redesigns',
    id: mine.id,
    data: { status: 'succeeded' },
    overrideAccess: true,
  })
  const balance = await creditBalance(payload(), owner.id)
  await adjustCredits(payload(), owner.id, -(balance - 1), 'drain-to-one')
  const short = await send('POST', upscales(mine.id), owner.cookie, body)
  expect(short).toEqual({
    status: 402,
    body: expect.objectContaining({
      error:
        'Enlarging ×4 costs 2 credits and your balance is 1 credit. Buy credits, or choose ×2.',
    }),
  })
  expect(await charges(owner.id)).toBe(before)
  expect(await creditBalance(payload(), owner.id)).toBe(1)
  await adjustCredits(payload(), owner.id, 10, 'refill')
}, 120_000)

it('two POSTs for the same image and scale at once: one enlargement, one charge', async () => {
  const mine = await finishedRedesign(owner)
  const before = await charges(owner.id)
  const body = JSON.stringify({ image: mine.result, scale: 2 })
  const answers = await Promise.all([
    send('POST', upscales(mine.id), owner.cookie, body),
    send('POST', upscales(mine.id), owner.cookie, body),
  ])
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
  expect(answers[0]!.body.id).toBe(answers[1]!.body.id)
  expect(await charges(owner.id)).toBe(before + 1)
}, 120_000)
