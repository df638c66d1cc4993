import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'

import { findRedesignView } from '@/lib/redesign/redesignView'
import type { User } from '@/payload-types'
import {
  confirmedSessionCookie,
  localSessionCookie,
  newPerson,
  type Person,
} from '../e2e/support/signIn'
import { photoBlob, postComparison, postRedesign } from '../e2e/support/studio'
import { sharedPayload } from '../support/payload'
import { countWhere, userByEmail } from '../support/records'
import { roomPhoto } from '../support/roomPhoto'
import { callApi } from './support/callApi'

/**
 * The studio API the result page uses (GET/DELETE /api/studio/redesigns/:id) and account
 * deletion (DELETE /api/account), attacked: without a session, from another site, with someone
 * else's redesign, with ids that are not ids; and the old Payload REST path still closed.
 */
const payload = sharedPayload()
const studio = (id: number | string) => `/api/studio/redesigns/${id}`
const BAD_IDS = ['0', '-1', '2147483648', 'abc', '1e3', '1.5', '0x1']

type Headers = Record<string, string>
/** callApi's status and JSON body, what these tests compare; `body` is sent as it is. */
const send = async (
  method: string,
  path: string,
  cookie?: string,
  headers: Headers = {},
  body?: string,
) => {
  const answer = await callApi(method, path, cookie, { headers, body })
  return { status: answer.status, body: answer.body }
}

const userOf = (person: Person) => userByEmail(payload(), person.email)

/** A confirmed customer (`label`) holding exactly `credits`: the person, their session and user. */
async function customerHolding(label: string, credits: number) {
  const person = newPerson('customer', label)
  const cookie = await confirmedSessionCookie(payload(), person)
  const user = await userOf(person)
  await payload().update({
    collection: 'users',
    id: user.id,
    data: { credits },
    overrideAccess: true,
  })
  return { person, cookie, user }
}

const stillThere = async (id: number) =>
  Boolean(
    await payload().findByID({
      collection: 'redesigns',
      id,
      overrideAccess: true,
      disableErrors: true,
    }),
  )

let owner: { person: Person; cookie: string; user: User }
let stranger: string
let id: number

beforeAll(async () => {
  const person = newPerson('customer', 'studio-owner')
  const cookie = await confirmedSessionCookie(payload(), person)
  owner = { person, cookie, user: await userOf(person) }
  stranger = await confirmedSessionCookie(payload(), newPerson('customer', 'studio-stranger'))
  const photo = new Blob([new Uint8Array(await roomPhoto())], { type: 'image/jpeg' })
  const created = await postRedesign(cookie, photo)
  expect(created.status).toBe(201)
  id = created.body.id!
}, 90_000)

describe('GET and DELETE /api/studio/redesigns/:id', () => {
  it('answers the owner with the same RedesignView the page renders, until it is finished', async () => {
    let answer = await send('GET', studio(id), owner.cookie)
    for (
      let tries = 0;
      tries < 150 && ['queued', 'processing'].includes(String(answer.body.status));
      tries += 1
    ) {
      await sleep(100)
      answer = await send('GET', studio(id), owner.cookie)
    }
    expect(answer.status).toBe(200)
    expect(answer.body.status).toBe('succeeded')
    const rendered = await findRedesignView(payload(), owner.user, id)
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(rendered)))
  })

  it('refuses a signed-out visitor with 401', async () => {
    for (const method of ['GET', 'DELETE']) {
      const answer = await send(method, studio(id), undefined)
      expect(answer).toEqual({ status: 401, body: { error: 'Please sign in first.' } })
    }
    expect(await stillThere(id)).toBe(true)
  })

  it('refuses the owner’s own cookie sent from another site with 403', async () => {
    for (const headers of <Headers[]>[
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    ]) {
      for (const method of ['GET', 'DELETE'])
        expect((await send(method, studio(id), owner.cookie, headers)).status).toBe(403)
      expect((await send('DELETE', '/api/account', owner.cookie, headers)).status).toBe(403)
    }
    expect(await stillThere(id)).toBe(true)
    expect(await userOf(owner.person)).toBeDefined()
  })

  it('answers another customer 404 for GET and DELETE, and deletes nothing', async () => {
    for (const method of ['GET', 'DELETE'])
      expect(await send(method, studio(id), stranger)).toEqual({
        status: 404,
        body: { error: 'There is no such redesign.' },
      })
    expect(await stillThere(id)).toBe(true)
  })

  it('answers 400 for ids that are not ids, signed in or not, and 404 for one nobody has', async () => {
    for (const bad of BAD_IDS)
      for (const cookie of [undefined, stranger])
        for (const method of ['GET', 'DELETE']) {
          const answer = await send(method, studio(bad), cookie)
          expect(`${method} ${bad} → ${answer.status}`).toBe(`${method} ${bad} → 400`)
          expect(answer.body.error).toMatch(/not a redesign number/)
        }
    for (const method of ['GET', 'DELETE'])
      expect((await send(method, studio(2_147_483_647), owner.cookie)).status).toBe(404)
  })

  it('keeps the old Payload REST path closed to anyone but the owner', async () => {
    for (const cookie of [stranger, undefined])
      for (const method of ['GET', 'DELETE'])
        expect([401, 403, 404]).toContain(
          (await send(method, `/api/redesigns/${id}?depth=1`, cookie)).status,
        )
    expect(await stillThere(id)).toBe(true)
  })

  it('gives the owner no second way to delete: Payload REST refuses their redesign and their account', async () => {
    expect((await send('DELETE', `/api/redesigns/${id}`, owner.cookie)).status).toBe(403)
    expect(await stillThere(id)).toBe(true)
    expect((await send('DELETE', `/api/users/${owner.user.id}`, owner.cookie)).status).toBe(403)
    expect(await userOf(owner.person)).toBeDefined()
  })

  it('lets the owner delete it: then it is gone for them too', async () => {
    expect(await send('DELETE', studio(id), owner.cookie)).toEqual({
      status: 200,
      body: { id, deleted: true },
    })
    expect(await stillThere(id)).toBe(false)
    expect((await send('GET', studio(id), owner.cookie)).status).toBe(404)
    expect((await send('DELETE', studio(id), owner.cookie)).status).toBe(404)
  })
})

describe('POST /api/studio/redesigns/:id/favourite', () => {
  const json = { 'content-type': 'application/json' }
  const favourite = (redesign: number | string) => `${studio(redesign)}/favourite`
  let marked: number
  const favouredAt = async () => {
    const redesign = await payload().findByID({
      collection: 'redesigns',
      id: marked,
      depth: 1,
      overrideAccess: true,
    })
    const output = redesign.outputs?.[0]
    return typeof output === 'object' ? (output?.favouredAt ?? null) : undefined
  }

  beforeAll(async () => {
    const photo = new Blob([new Uint8Array(await roomPhoto())], { type: 'image/jpeg' })
    const created = await postRedesign(owner.cookie, photo)
    expect(created.status).toBe(201)
    marked = created.body.id!
    let answer = await send('GET', studio(marked), owner.cookie)
    for (let tries = 0; tries < 150 && answer.body.status !== 'succeeded'; tries += 1) {
      await sleep(100)
      answer = await send('GET', studio(marked), owner.cookie)
    }
    expect(answer.body.status).toBe('succeeded')
  }, 60_000)

  it('refuses the signed-out, other sites, other customers and odd bodies, and marks nothing', async () => {
    const mark = '{"version":1,"favourite":true}'
    expect(await send('POST', favourite(marked), undefined, json, mark)).toEqual({
      status: 401,
      body: { error: 'Please sign in first.' },
    })
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', ...json }
    expect((await send('POST', favourite(marked), owner.cookie, crossSite, mark)).status).toBe(403)
    expect(await send('POST', favourite(marked), stranger, json, mark)).toEqual({
      status: 404,
      body: { error: 'There is no such redesign or version.' },
    })
    for (const bad of BAD_IDS)
      expect((await send('POST', favourite(bad), owner.cookie, json, mark)).status).toBe(400)
    for (const body of [
      '',
      'not json',
      '[]',
      '{"version":"1","favourite":true}',
      '{"version":0,"favourite":true}',
      '{"version":1.5,"favourite":true}',
      '{"version":1,"favourite":"yes"}',
    ]) {
      const answer = await send('POST', favourite(marked), owner.cookie, json, body)
      expect(`${body} → ${answer.status}`).toBe(`${body} → 400`)
      expect(answer.body.error).toEqual(expect.any(String))
    }
    // A version the redesign does not have (it has one).
    expect(
      (await send('POST', favourite(marked), owner.cookie, json, '{"version":2,"favourite":true}'))
        .status,
    ).toBe(404)
    // Payload's REST path is no second way to set it, not even for the owner.
    const image = await payload().findByID({
      collection: 'redesigns',
      id: marked,
      depth: 0,
      overrideAccess: true,
    })
    const imageId = image.outputs![0] as number
    await send(
      'PATCH',
      `/api/redesign-images/${imageId}`,
      owner.cookie,
      json,
      '{"favouredAt":"2020-01-01T00:00:00.000Z"}',
    )
    expect(await favouredAt()).toBeNull()
  }, 60_000)

  it('lets the owner mark a result and unmark it; marking twice keeps the first time', async () => {
    const mark = (value: boolean) =>
      send(
        'POST',
        favourite(marked),
        owner.cookie,
        json,
        JSON.stringify({ version: 1, favourite: value }),
      )
    expect(await mark(true)).toEqual({
      status: 200,
      body: { id: marked, version: 1, favourite: true },
    })
    const first = await favouredAt()
    expect(first).toEqual(expect.any(String))
    expect((await mark(true)).status).toBe(200)
    expect(await favouredAt()).toBe(first)
    expect((await send('GET', studio(marked), owner.cookie)).body.outputs).toEqual([
      expect.objectContaining({ favourite: true }),
    ])
    expect((await mark(false)).body).toEqual({ id: marked, version: 1, favourite: false })
    expect(await favouredAt()).toBeNull()
  }, 60_000)
})

describe('DELETE /api/account', () => {
  const json = { 'content-type': 'application/json' }

  it('refuses a signed-out visitor with 401', async () => {
    expect(await send('DELETE', '/api/account', undefined, json, '{}')).toEqual({
      status: 401,
      body: { error: 'Please sign in first.' },
    })
  })

  it('deletes nothing without the exact e-mail address, whatever the body', async () => {
    const refusal = {
      status: 400,
      body: {
        error: `Type your e-mail address (${owner.person.email}) exactly to confirm.`,
        field: 'confirmEmail',
      },
    }
    for (const body of [
      '',
      'not json',
      '[]',
      '{"confirmEmail":42}',
      '{"confirmEmail":"someone@else.example"}',
    ])
      expect(await send('DELETE', '/api/account', owner.cookie, json, body)).toEqual(refusal)
    expect(await userOf(owner.person)).toBeDefined()
  })
})

describe('Payload REST and GraphQL writes by a customer', () => {
  const json = { 'content-type': 'application/json' }
  const renamed = async () => (await userOf(owner.person)).name

  it('are refused from any origin and change nothing (customers rename on /account)', async () => {
    const before = await renamed()
    for (const site of ['cross-site', 'same-origin']) {
      const headers = { origin: 'https://evil.example', 'sec-fetch-site': site, ...json }
      const rest = await send(
        'PATCH',
        `/api/users/${owner.user.id}`,
        owner.cookie,
        headers,
        '{"name":"Pwned"}',
      )
      expect(rest.status).toBe(403)
      const mutation = `mutation { updateUser(id: ${owner.user.id}, data: { name: "Pwned" }) { id } }`
      const graphql = await send(
        'POST',
        '/api/graphql',
        owner.cookie,
        headers,
        JSON.stringify({ query: mutation }),
      )
      expect([403, 404]).toContain(graphql.status)
    }
    expect(await renamed()).toBe(before)
  })
})

describe('the studio before the person has confirmed their age and the terms', () => {
  it('refuses a redesign and a run again with 403 and the same words, and charges nothing', async () => {
    const person = newPerson('customer', 'studio-unconfirmed')
    const cookie = await localSessionCookie(person)
    const before = (await userOf(person)).credits
    const created = await postRedesign(cookie, await photoBlob())
    const again = await send('POST', `${studio(id)}/again`, cookie)
    const refusal = { error: 'Please confirm your age and accept the terms first.' }
    expect([created, again]).toEqual([
      { status: 403, body: refusal },
      { status: 403, body: refusal },
    ])
    const user = await userOf(person)
    expect(user.credits).toBe(before)
    expect(await countWhere(payload(), 'redesigns', { owner: { equals: user.id } })).toBe(0)
  })
})

describe('POST /api/studio/redesigns, many at once with too few credits', () => {
  it('lets as many through as the balance pays for and refuses the rest with 402, never a 500', async () => {
    const { person, cookie } = await customerHolding('studio-rush', 3)
    const photo = new Blob([new Uint8Array(await roomPhoto())], { type: 'image/jpeg' })
    const answers = await Promise.all(Array.from({ length: 8 }, () => postRedesign(cookie, photo)))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, 201, 201, 402, 402, 402, 402, 402])
    for (const answer of answers.filter(({ status }) => status === 402))
      expect(answer.body).toMatchObject({
        field: 'variants',
        error: expect.stringMatching(/credit/),
      })
    expect((await userOf(person)).credits).toBe(0)
  }, 120_000)
})

describe('POST /api/studio/redesigns comparing styles, as a script would', () => {
  const compare = postComparison

  it('refuses a thousand styles, styles as files and a mode without a style, charging nothing', async () => {
    const { person, cookie } = await customerHolding('compare-hostile', 50)
    const many = await compare(
      cookie,
      Array.from({ length: 1000 }, (_, index) => `style-${index}`),
    )
    expect(many).toMatchObject({
      status: 400,
      body: { field: 'compareStyles', error: 'Compare at most 4 styles at a time.' },
    })
    // Files where styles go are not styles: the form falls back to its one style, a redesign of it.
    const files = await compare(cookie, [new Blob(['x']), new Blob(['y'])])
    expect(files.status).toBe(201)
    expect(files.body.comparison).toBeUndefined()
    const declutter = await compare(cookie, ['japandi', 'bohemian'], { mode: 'declutter' })
    expect(declutter).toMatchObject({ status: 400, body: { field: 'compareStyles' } })
    expect((await userOf(person)).credits).toBe(49)
  }, 120_000)

  it('GET /api/studio/comparisons/:key: every style for its owner, in order; nothing for anyone else', async () => {
    const { cookie } = await customerHolding('compare-read', 5)
    const started = await compare(cookie, ['scandinavian', 'japandi'])
    expect(started.status).toBe(201)
    const key = String(started.body.comparison)
    const path = `/api/studio/comparisons/${key}`
    const own = await send('GET', path, cookie)
    expect(own.status).toBe(200)
    const styles = own.body.redesigns as { id: number; styleTitle: string; status: string }[]
    expect(styles.map(({ id }) => id)).toEqual(started.body.ids)
    expect(styles.map(({ styleTitle }) => styleTitle)).toEqual(['Scandinavian', 'Japandi'])
    // Someone else's comparison is not found, exactly like one that never existed.
    const nobodys = { status: 404, body: { error: 'There is no such style comparison.' } }
    expect(await send('GET', path, stranger)).toMatchObject(nobodys)
    expect(await send('GET', `/api/studio/comparisons/${randomUUID()}`, cookie)).toMatchObject(
      nobodys,
    )
    expect((await send('GET', path)).status).toBe(401)
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
    expect((await send('GET', path, cookie, crossSite)).status).toBe(403)
    for (const bad of ['not-a-key', key.toUpperCase(), `${key}0`, '%00', 'x'.repeat(400)])
      expect(await send('GET', `/api/studio/comparisons/${bad}`, cookie)).toMatchObject({
        status: 400,
        body: { error: 'That is not a style comparison. Open it from your redesigns.' },
      })
  }, 120_000)

  it('three comparisons at once with credits for one: exactly one starts whole, never a 500', async () => {
    const { person, cookie, user } = await customerHolding('compare-rush', 5)
    const answers = await Promise.all(
      [0, 1, 2].map(() => compare(cookie, ['japandi', 'scandinavian', 'bohemian'])),
    )
    const started = answers.find((answer) => answer.status === 201)!
    // The others are short of credits (402), or of room beside the three running (429).
    for (const answer of answers.filter((one) => one !== started))
      expect([402, 429]).toContain(answer.status)
    expect(started.body.ids).toHaveLength(3)
    expect((await userOf(person)).credits).toBe(2)
    expect(await countWhere(payload(), 'redesigns', { owner: { equals: user.id } })).toBe(3)
  }, 120_000)
})
