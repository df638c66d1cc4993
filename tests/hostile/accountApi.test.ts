import type { DataExport, User } from '@/payload-types'
import { confirmedSessionCookie, newPerson, type Person } from '../e2e/support/signIn'
import { sharedPayload } from '../support/payload'
import { pollUntil } from '../support/pollUntil'
import { ownedBy, userByEmail } from '../support/records'
import { callApi } from './support/callApi'

/**
 * The account routes (PATCH /api/account, POST/GET /api/account/exports, the download) and the
 * data-exports collection, attacked: signed out, from another site, as another customer, through
 * Payload's REST and GraphQL, and with many presses at once.
 */
const payload = sharedPayload()
const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }

const userOf = (person: Person) => userByEmail(payload(), person.email)
const exportsOf = (userId: number) => ownedBy(payload(), 'data-exports', userId)

let owner: { person: Person; cookie: string; user: User }
let stranger: { person: Person; cookie: string; user: User }
let ready: DataExport

const session = async (label: string) => {
  const person = newPerson('customer', label)
  const cookie = await confirmedSessionCookie(payload(), person)
  return { person, cookie, user: await userOf(person) }
}

beforeAll(async () => {
  owner = await session('export-owner')
  stranger = await session('export-stranger')
}, 60_000)

describe('preparing a data download', () => {
  it('starts one export for many presses at once (202 each), and the server prepares it', async () => {
    const presses = await Promise.all(
      Array.from({ length: 6 }, () => callApi('POST', '/api/account/exports', owner.cookie)),
    )
    expect(presses.map((press) => press.status)).toEqual(Array(6).fill(202))
    // Presses while one is preparing start nothing; a worker may finish it within the burst (jobs
    // start within milliseconds), and a later press then makes a fresh one that replaces it.
    const started = presses.filter((press) => press.body.started === true).length
    expect(started).toBeGreaterThanOrEqual(1)
    expect(started).toBeLessThan(6)
    const done = await pollUntil(
      () => exportsOf(owner.user.id),
      (found) => found.every((one) => one.status === 'ready'),
      { timeoutMs: 60_000 },
    )
    expect(done.map((one) => one.status)).toEqual(['ready'])
    ready = done[0]!
    const view = await callApi('GET', '/api/account/exports', owner.cookie)
    expect(view.body).toMatchObject({
      state: 'ready',
      downloadUrl: `/api/account/exports/${ready.id}/download`,
    })
  }, 90_000)

  it('lets the owner download the ZIP, privately and as an attachment', async () => {
    const answer = await callApi('GET', `/api/account/exports/${ready.id}/download`, owner.cookie)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/zip')
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="/)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
  })

  it('refuses a signed-out visitor: 401 for the API, sign-in for the download link', async () => {
    expect((await callApi('POST', '/api/account/exports', undefined)).status).toBe(401)
    expect((await callApi('GET', '/api/account/exports', undefined)).status).toBe(401)
    expect(
      (await callApi('PATCH', '/api/account', undefined, { body: { name: 'X' } })).status,
    ).toBe(401)
    const download = await callApi('GET', `/api/account/exports/${ready.id}/download`, undefined)
    expect(download.status).toBe(303)
    expect(download.headers.get('location')).toBe('/sign-in?callbackUrl=%2Faccount')
  })

  it('answers another customer 404 for the owner’s download, and shows them only their own', async () => {
    const download = await callApi(
      'GET',
      `/api/account/exports/${ready.id}/download`,
      stranger.cookie,
    )
    expect(download.status).toBe(404)
    expect(download.body.error).toMatch(/no such download/)
    expect((await callApi('GET', '/api/account/exports', stranger.cookie)).body).toEqual({
      state: 'none',
    })
    // Payload's REST serves staff only and GraphQL is off: nothing to read, write or delete.
    expect((await callApi('GET', `/api/data-exports/${ready.id}`, stranger.cookie)).status).toBe(
      403,
    )
    expect((await callApi('GET', '/api/data-exports', stranger.cookie)).status).toBe(403)
    const graphql = await callApi('POST', '/api/graphql', stranger.cookie, {
      body: { query: '{ DataExports { docs { id owner { id } } } }' },
    })
    expect(graphql.status).toBe(404)
    for (const [method, path, body] of [
      ['POST', '/api/data-exports', { owner: owner.user.id, status: 'queued' }],
      ['PATCH', `/api/data-exports/${ready.id}`, { owner: stranger.user.id }],
      ['DELETE', `/api/data-exports/${ready.id}`, undefined],
    ] as const)
      expect([403, 404]).toContain((await callApi(method, path, stranger.cookie, { body })).status)
    // Not even the owner writes the record through REST.
    expect(
      (
        await callApi('PATCH', `/api/data-exports/${ready.id}`, owner.cookie, {
          body: { error: 'x' },
        })
      ).status,
    ).toBe(403)
    expect((await exportsOf(owner.user.id)).map((one) => one.id)).toEqual([ready.id])
    expect(await exportsOf(stranger.user.id)).toEqual([])
  })

  it('refuses the owner’s own cookie sent from another site with 403, starting and changing nothing', async () => {
    const before = await exportsOf(owner.user.id)
    expect(
      (await callApi('POST', '/api/account/exports', owner.cookie, { headers: EVIL })).status,
    ).toBe(403)
    expect(
      (
        await callApi('PATCH', '/api/account', owner.cookie, {
          headers: EVIL,
          body: { name: 'Hijacked' },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await callApi('GET', `/api/account/exports/${ready.id}/download`, owner.cookie, {
          headers: EVIL,
        })
      ).status,
    ).toBe(403)
    expect(await exportsOf(owner.user.id)).toEqual(before)
    expect((await userOf(owner.person)).name).toBe(owner.user.name)
  })

  it('refuses malformed download ids with 400', async () => {
    for (const id of ['0', '-1', 'abc', '1e3', '2147483648'])
      expect(
        (await callApi('GET', `/api/account/exports/${id}/download`, owner.cookie)).status,
      ).toBe(400)
  })
})

describe('changing the name', () => {
  it('refuses an empty, too long or malformed name with 400 on the name field, and saves a good one', async () => {
    for (const body of [{ name: '   ' }, { name: 'x'.repeat(81) }, { name: 42 }, {}, 'not json'])
      expect(await callApi('PATCH', '/api/account', stranger.cookie, { body })).toMatchObject({
        status: 400,
        body: { field: 'name' },
      })
    expect((await userOf(stranger.person)).name).toBe(stranger.user.name)
    const saved = await callApi('PATCH', '/api/account', stranger.cookie, {
      body: { name: '  Grace   Hopper ', role: 'admin', credits: 999 },
    })
    expect(saved).toMatchObject({ status: 200, body: { name: 'Grace Hopper' } })
    expect(await userOf(stranger.person)).toMatchObject({
      name: 'Grace Hopper',
      role: 'customer',
      credits: stranger.user.credits,
    })
    // The session probe the header reads states the new name, not the one from sign-in.
    const probe = await callApi('GET', '/api/auth/session', stranger.cookie)
    expect((probe.body.user as { name?: string }).name).toBe('Grace Hopper')
  })
})
