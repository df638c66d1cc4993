import { baseURL } from '../e2e/support/browser'
import { confirmedSessionCookie, newPerson } from '../e2e/support/signIn'
import { sharedPayload } from '../support/payload'
import { callApi } from './support/callApi'
import { finishedRedesign } from './support/finishedRedesign'

/**
 * The share routes (POST/GET /api/studio/redesigns/:id/shares, DELETE /api/studio/shares/:id)
 * attacked: signed out, from another site, on someone else's redesign or link, with bodies that
 * are not a choice, and past the live-link bound; and /shared/<anything> never an oracle.
 */
const payload = sharedPayload()
const shares = (id: number | string) => `/api/studio/redesigns/${id}/shares`

let owner: string
let stranger: string
let id: number

beforeAll(async () => {
  owner = await confirmedSessionCookie(payload(), newPerson('customer', 'share-owner'))
  stranger = await confirmedSessionCookie(payload(), newPerson('customer', 'share-stranger'))
  id = await finishedRedesign(payload(), owner)
}, 90_000)

const choice = { expiry: '7d', version: 1 }

it('refuses the signed-out, another site and another customer; the owner alone makes a link', async () => {
  expect((await callApi('POST', shares(id), undefined, { body: choice })).status).toBe(401)
  expect((await callApi('GET', shares(id), undefined)).status).toBe(401)
  const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
  expect(
    (await callApi('POST', shares(id), owner, { body: choice, headers: crossSite })).status,
  ).toBe(403)
  expect((await callApi('POST', shares(id), stranger, { body: choice })).status).toBe(404)
  expect((await callApi('GET', shares(id), stranger)).status).toBe(404)
  expect((await callApi('GET', shares(id), owner)).body).toEqual({ links: [] })

  const made = await callApi('POST', shares(id), owner, { body: choice })
  expect(made.status).toBe(201)
  const link = made.body.link as { id: number; url: string }
  expect((await callApi('DELETE', `/api/studio/shares/${link.id}`, stranger)).status).toBe(404)
  expect((await callApi('DELETE', `/api/studio/shares/${link.id}`, undefined)).status).toBe(401)
  expect(
    (await callApi('DELETE', `/api/studio/shares/${link.id}`, owner, { headers: crossSite }))
      .status,
  ).toBe(403)
  // Still live after all that.
  expect((await fetch(link.url)).status).toBe(200)
  expect((await callApi('DELETE', `/api/studio/shares/${link.id}`, owner)).status).toBe(200)
  expect((await fetch(link.url)).status).toBe(404)
}, 60_000)

it('says which field was wrong, in words, and that a body which is not a JSON object could not be read', async () => {
  const refusal = async (body: string) => (await callApi('POST', shares(id), owner, { body })).body
  expect(await refusal('{"expiry":"1d","version":5}')).toEqual({
    error: expect.stringMatching(/^Choose which version to share: a number from 1 to \d\.$/),
    field: 'version',
  })
  expect(await refusal('{"expiry":"forever"}')).toEqual({
    error: 'Choose when the link stops working.',
    field: 'expiry',
  })
  for (const body of ['{bad', '[]', '"1d"'])
    expect(await refusal(body)).toEqual({
      error: expect.stringMatching(/could not be read: send its fields as a JSON object/),
    })
})

it('answers 400 to choices that are not choices, and 409 past the live-link bound', async () => {
  for (const body of ['', 'not json', '[]', '{"expiry":"forever"}', '{"expiry":"1d","version":0}'])
    expect((await callApi('POST', shares(id), owner, { body })).status).toBe(400)
  expect(
    (await callApi('POST', shares(id), owner, { body: '{"expiry":"1d","version":2}' })).status,
  ).toBe(400)
  for (const bad of ['0', 'abc', '2147483648'])
    expect((await callApi('POST', shares(bad), owner, { body: choice })).status).toBe(400)
  const statuses: number[] = []
  for (let i = 0; i < 6; i++)
    statuses.push((await callApi('POST', shares(id), owner, { body: choice })).status)
  expect(statuses).toEqual([201, 201, 201, 201, 201, 409])
}, 60_000)

it('every /shared address that is not a live link is the same 404', async () => {
  const answers = await Promise.all(
    [
      'A'.repeat(43),
      'short',
      'A'.repeat(44),
      'A'.repeat(43) + '/og.jpg',
      'A'.repeat(43) + '/x.png',
    ].map(async (tail) => {
      const response = await fetch(new URL(`/shared/${tail}`, baseURL()), { redirect: 'manual' })
      return response.status
    }),
  )
  expect(answers).toEqual([404, 404, 404, 404, 404])
}, 60_000)
