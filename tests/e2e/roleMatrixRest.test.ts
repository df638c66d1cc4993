import type { CollectionSlug } from 'payload'

import { sharedPayload } from '../support/payload'
import { userByEmail } from '../support/records'
import {
  isDraftCollection,
  isOwnedCollection,
  matrixFixture,
  matrixCases,
  sampleData,
  sampleUpdate,
  type Actor,
  type Outcome,
} from '../support/roleMatrix'
import { tinyPng } from '../support/tinyPng'
import { baseURL } from './support/browser'
import { localSessionCookie, newPerson, type Person } from './support/signIn'

const payload = sharedPayload()
let png: Buffer
const sessions: Partial<Record<Actor, { cookie: string; id: number }>> = {}
/** Owns the fixtures of owned collections: someone else, whoever acts. */
let strangerId: number
let serial = 0
const tag = () => `rm${Date.now().toString(36)}${serial++}`

async function openSession(person: Person) {
  const cookie = await localSessionCookie(person)
  return { cookie, id: (await userByEmail(payload(), person.email)).id }
}

/** REST serves staff only: the public and customers are refused whatever the collection allows them locally. */
const throughRest = (actor: Actor, expected: Outcome): Outcome =>
  actor === 'anonymous' || actor === 'customer' ? 'deny' : expected

beforeAll(async () => {
  png = await tinyPng()
  for (const role of ['customer', 'editor', 'admin'] as const)
    sessions[role] = await openSession(newPerson(role))
  strangerId = (await openSession(newPerson('customer'))).id
}, 120_000)

function request(
  method: string,
  path: string,
  cookie: string | undefined,
  body?: Record<string, unknown>,
  collection?: CollectionSlug,
) {
  const headers: Record<string, string> = cookie ? { cookie } : {}
  let payloadBody: BodyInit | undefined
  if (body && collection === 'media') {
    const form = new FormData()
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `matrix-${tag()}.png`)
    form.set('_payload', JSON.stringify(body))
    payloadBody = form
  } else if (body) {
    headers['content-type'] = 'application/json'
    payloadBody = JSON.stringify(body)
  }
  return fetch(new URL(path, baseURL()), {
    method,
    headers,
    body: payloadBody,
    signal: AbortSignal.timeout(30_000),
  })
}

const fixture = (collection: CollectionSlug, ownerId = strangerId) =>
  matrixFixture(payload(), collection, tag(), png, undefined, ownerId)

const outcome = (status: number) =>
  status >= 200 && status < 300
    ? 'allowed'
    : status === 401 || status === 403 || status === 404
      ? 'denied'
      : `status ${status}`

describe('role matrix through the REST API (Auth.js session cookies)', () => {
  it.each(matrixCases())(
    '$actor $operation $collection → $expected (locally)',
    async ({ collection, operation, actor, expected: local }) => {
      const expected = throughRest(actor, local)
      const session = actor === 'anonymous' ? undefined : sessions[actor]
      const cookie = session?.cookie
      const draft = isDraftCollection(collection) ? '?draft=true' : ''

      if (operation === 'create') {
        const response = await request(
          'POST',
          `/api/${collection}${draft}`,
          cookie,
          sampleData(collection, tag(), session?.id ?? strangerId),
          collection,
        )
        expect(outcome(response.status)).toBe(expected === 'allow' ? 'allowed' : 'denied')
        return
      }

      const target = await fixture(collection)
      if (operation === 'read') {
        const response = await request(
          'GET',
          `/api/${collection}?where[id][equals]=${target.id}${draft ? '&draft=true' : ''}`,
          cookie,
        )
        if (expected === 'deny') return expect(outcome(response.status)).toBe('denied')
        expect(response.status).toBe(200)
        const { docs } = (await response.json()) as { docs: unknown[] }
        expect(docs).toHaveLength(expected === 'allow' ? 1 : 0)
        if (expected === 'own') {
          // …and shows the actor their own: their account, or a document they own.
          const own = isOwnedCollection(collection)
            ? (await fixture(collection, session!.id)).id
            : session!.id
          const self = await request('GET', `/api/${collection}/${own}`, cookie)
          expect(self.status).toBe(200)
        }
        return
      }

      const method = operation === 'update' ? 'PATCH' : 'DELETE'
      const body = operation === 'update' ? sampleUpdate(collection) : undefined
      const response = await request(
        method,
        `/api/${collection}/${target.id}${draft}`,
        cookie,
        body,
      )
      expect(outcome(response.status)).toBe(expected === 'allow' ? 'allowed' : 'denied')
      if (expected === 'own') {
        const self = await openSession(newPerson(actor as 'customer' | 'editor'))
        const own = await request(method, `/api/users/${self.id}`, self.cookie, body)
        expect(outcome(own.status)).toBe('allowed')
      }
    },
    30_000,
  )

  it('treats a forged or tampered session cookie as signed out', async () => {
    const forged = `${sessions.admin!.cookie.slice(0, -4)}AAAA`
    const response = await request('GET', '/api/users', forged)
    expect(response.status).toBe(401)
  })
})
