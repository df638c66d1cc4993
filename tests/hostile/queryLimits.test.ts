/**
 * One anonymous request must never take the server down (issue 10, finding 1): huge limits, deep
 * population, where bombs and deep GraphQL are capped or refused within 2 s, never a 5xx, and
 * /api/health keeps answering in under 1 s while 20 of them run at once. Every request carries an
 * AbortSignal timeout, so a hang fails the test instead of stalling the suite.
 */
import { sharedPayload } from '../support/payload'
import { baseURL } from '../e2e/support/browser'
import { confirmedSessionCookie, newPerson } from '../e2e/support/signIn'

type Answer = { status: number; body: Record<string, unknown> }

// One Payload for the file: a second boot after a close would get the closed instance back.
const payload = sharedPayload()

/**
 * A kept-alive connection the server closed as idle just as the next request was sent on it fails
 * with "other side closed" before the server saw the request (seen once in CI, on this file's first
 * request after the previous file's idle connections): sent once more, on another connection. A
 * server that dropped the request itself fails again, and a timeout is never retried.
 */
async function fetchOnLiveConnection(url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause
    if (cause?.code !== 'UND_ERR_SOCKET') throw error
    // The closed socket left the pool with the error: this goes out on another.
    return fetch(url, init)
  }
}

async function send(path: string, init: RequestInit = {}, timeoutMs = 2000): Promise<Answer> {
  const response = await fetchOnLiveConnection(new URL(path, baseURL()), {
    ...init,
    signal: AbortSignal.timeout(timeoutMs),
  })
  const text = await response.text()
  let body: Record<string, unknown> = {}
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch {
    body = { text }
  }
  return { status: response.status, body }
}

const graphQL = (query: string, timeoutMs = 2000) =>
  send(
    '/api/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    },
    timeoutMs,
  )

const messages = (body: Record<string, unknown>) =>
  ((body.errors as { message: string }[] | undefined) ?? [])
    .map((error) => error.message)
    .join(' | ')

const relatedChain = (collection: string, levels: number) =>
  `{ ${collection}(limit: 100) { docs { id ${'related { id '.repeat(levels)}${' }'.repeat(levels)} } } }`

/** Like `where[or][0][or][0]…[title][equals]=x`, as JSON (REST accepts `where` as a JSON string too). */
const nestedWhere = (levels: number) => {
  let where: unknown = { title: { equals: 'x' } }
  for (let i = 0; i < levels; i++) where = { or: [where] }
  return encodeURIComponent(JSON.stringify(where))
}

describe('REST: limit and depth', () => {
  it.each(['glossary', 'posts', 'pages'])(
    'GET /api/%s?limit=100000&depth=10 is refused within 2 s with a message naming the limit',
    async (collection) => {
      const { status, body } = await send(`/api/${collection}?limit=100000&depth=10`)
      expect(status).toBe(400)
      expect(messages(body)).toMatch(/limit must be a whole number from 1 to 100 \(got 100000\)/)
    },
  )

  it.each(['glossary', 'posts', 'pages'])(
    'GET /api/%s?limit=100&depth=10 answers within 2 s, related documents populated one level only',
    async (collection) => {
      const { status, body } = await send(`/api/${collection}?limit=100&depth=10`)
      expect(status).toBe(200)
      const docs = body.docs as { related?: unknown[] }[]
      expect(docs.length).toBeGreaterThan(0)
      for (const doc of docs) {
        for (const related of doc.related ?? []) {
          if (typeof related !== 'object' || related === null) continue
          for (const second of (related as { related?: unknown[] }).related ?? [])
            expect(typeof second).toBe('number')
        }
      }
    },
  )

  it('the glossary does have related entries, so the depth check above is not vacuous', async () => {
    const { body } = await send('/api/glossary?limit=100&depth=1&where[related][exists]=true')
    expect(
      (body.docs as { related: unknown[] }[]).some((doc) => typeof doc.related[0] === 'object'),
    ).toBe(true)
  })

  /** How many documents inside `value` (populated relations, links in a body) carry a body. */
  const nestedBodies = (value: unknown, top = true): number => {
    if (typeof value !== 'object' || value === null) return 0
    const own = !top && !Array.isArray(value) && 'body' in value ? 1 : 0
    return (
      own + Object.values(value).reduce((sum: number, child) => sum + nestedBodies(child, false), 0)
    )
  }

  it.each(['glossary', 'posts', 'pages'])(
    'an anonymous page of 100 %s shows the documents it links and relates without their bodies',
    async (collection) => {
      const response = await fetch(new URL(`/api/${collection}?limit=100&depth=10`, baseURL()), {
        signal: AbortSignal.timeout(30_000),
      })
      const text = await response.text()
      const docs = (JSON.parse(text) as { docs: { body: unknown }[] }).docs
      expect(docs.every((doc) => typeof doc.body === 'object')).toBe(true) // their own, whole
      expect(docs.map((doc) => nestedBodies(doc)).filter(Boolean)).toEqual([])
      // Whole, bodies linking to bodies made the seeded glossary's page 7.7 MB; now about 1.4 MB.
      expect(text.length).toBeLessThan(4 * 1024 * 1024)
    },
  )

  it.each([
    ['pagination=false', /pagination=false is not available/],
    ['pagination=false&limit=10', /pagination=false/],
    ['limit=0', /limit must be/],
    ['limit=-5', /limit must be/],
    ['limit=abc', /limit must be/],
    ['page=-1', /page must be/],
    ['page=0', /page must be/],
    ['page=1e20', /page must be/],
    ['page=9223372036854775808', /page must be/],
    ['page=abc', /page must be/],
    ['sort=a,b,c,d', /at most 3 fields/],
    ['sort=title%3Bdrop', /not a field name/],
  ])('?%s is refused with a 400 that says why', async (query, message) => {
    const { status, body } = await send(`/api/glossary?${query}`)
    expect(status).toBe(400)
    expect(messages(body)).toMatch(message)
  })

  it('odd depth values are harmless (clamped or ignored), never a 5xx', async () => {
    for (const depth of ['-1', 'abc', '1e308', '99999999999999999999']) {
      const { status } = await send(`/api/glossary?limit=5&depth=${depth}`)
      expect(status).toBe(200)
    }
  })
})

describe('admin panel page sizes', () => {
  it('an editor gets the 250-document pages Payload’s list view asks for; a customer does not', async () => {
    const editor = await confirmedSessionCookie(payload(), newPerson('editor'))
    const customer = await confirmedSessionCookie(payload(), newPerson('customer'))
    // What the list view sends to fill relationship cells.
    const ids = Array.from({ length: 250 }, (_, i) => i + 1).join(',')
    const query = `/api/glossary?depth=0&draft=true&limit=250&where[id][in]=${ids}`
    expect((await send(query, { headers: { cookie: editor } })).status).toBe(200)
    const refused = await send(query, { headers: { cookie: customer } })
    expect(refused.status).toBe(400)
    expect(messages(refused.body)).toMatch(/from 1 to 100/)
    expect((await send('/api/glossary?limit=251', { headers: { cookie: editor } })).status).toBe(
      400,
    )
  }, 60_000)
})

const pick = <T extends object, K extends keyof T>(from: T, keys: K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>

describe('unpublished documents behind a relationship', () => {
  // Found by an outside attacker: a published entry's `related` pointing at a draft let anyone
  // filter on the draft's fields and read its text one letter at a time.
  it('a where or sort through `related` is refused to the public and customers, not to editors', async () => {
    const stamp = Date.now().toString(36)
    const draft = await payload().create({
      collection: 'glossary',
      data: {
        title: `Unreleased ${stamp}`,
        slug: `unreleased-${stamp}`,
        description: `HIDDEN${stamp}`,
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    })
    const [model] = (await payload().find({ collection: 'glossary', limit: 1, depth: 0 })).docs
    const linking = await payload().create({
      collection: 'glossary',
      data: {
        ...pick(model!, ['description', 'image', 'category', 'body', 'faq']),
        title: `Released ${stamp}`,
        slug: `released-${stamp}`,
        related: [draft.id],
        _status: 'published',
      },
      overrideAccess: true,
    })
    try {
      const editor = await confirmedSessionCookie(payload(), newPerson('editor'))
      const customer = await confirmedSessionCookie(payload(), newPerson('customer'))
      const oracle = `/api/glossary?depth=0&where[related.description][like]=HIDDEN${stamp}`
      for (const cookie of [undefined, customer]) {
        const headers = cookie ? { cookie } : undefined
        const refused = await send(oracle, { headers })
        expect(refused.status).toBe(400)
        expect(messages(refused.body)).toMatch(
          /"related.description" looks into glossary documents, not all of which you may read; filter on "related" by id instead/,
        )
        for (const query of [
          'where[related._status][equals]=draft',
          'sort=-related.title',
          `where[or][0][title][equals]=x&where[or][1][related.slug][equals]=unreleased-${stamp}`,
        ])
          expect((await send(`/api/glossary?depth=0&${query}`, { headers })).status).toBe(400)
        const viaGraphQL = await send('/api/graphql', {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ Glossaries(sort: "related.title") { docs { id } } }' }),
        })
        expect(messages(viaGraphQL.body)).toMatch(/looks into glossary documents/)
      }
      // What stays open: the relationship by id, and collections everyone reads in full.
      const byId = await send(`/api/glossary?depth=0&where[related][equals]=${draft.id}`)
      expect(byId.status).toBe(200)
      expect((byId.body.docs as { id: number }[]).map((doc) => doc.id)).toEqual([linking.id])
      expect((await send('/api/glossary?depth=0&where[category.title][like]=a')).status).toBe(200)
      const editors = await send(oracle, { headers: { cookie: editor } })
      expect(editors.status).toBe(200)
      expect((editors.body.docs as { id: number }[]).map((doc) => doc.id)).toEqual([linking.id])
    } finally {
      for (const id of [linking.id, draft.id])
        await payload().delete({ collection: 'glossary', id, overrideAccess: true })
    }
  }, 60_000)
})

describe('REST: where bombs', () => {
  it('refuses and/or nested 300 levels deep (JSON where) within 2 s', async () => {
    // 7 KB of address: refused whole (414, src/lib/http/requestTarget.ts) before anything parses it.
    expect([400, 414]).toContain((await send(`/api/posts?where=${nestedWhere(300)}`)).status)
    const { status, body } = await send(`/api/posts?where=${nestedWhere(20)}`)
    expect(status).toBe(400)
    expect(messages(body)).toMatch(/levels deep/)
  })

  it('refuses 60 conditions and a 500-value in list', async () => {
    const conditions = Array.from(
      { length: 60 },
      (_, i) => `where[and][${i}][title][equals]=x${i}`,
    ).join('&')
    expect((await send(`/api/glossary?${conditions}`)).status).toBe(400)
    // As JSON, so the address stays under the request-target limit and the list bound is what refuses it.
    const list = encodeURIComponent(
      JSON.stringify({ id: { in: Array.from({ length: 500 }, (_, i) => i + 1) } }),
    )
    const { status, body } = await send(`/api/glossary?where=${list}`)
    expect(status).toBe(400)
    expect(messages(body)).toMatch(/more than 250 values/)
  })

  it('refuses a relationship path of many joins', async () => {
    const { status } = await send(
      '/api/glossary?where[related.related.related.related.title][equals]=x',
    )
    expect(status).toBe(400)
  })

  it('bracket nesting beyond what the query parser keeps is never a 5xx', async () => {
    const deep = `${'[or][0]'.repeat(30)}[title][equals]=x`
    const { status } = await send(`/api/glossary?where${deep}`)
    expect(status).toBeLessThan(500)
  })
})

describe('GraphQL', () => {
  it.each(['Glossaries', 'Posts'])(
    '%s with a related chain nested 10 deep is refused within 2 s',
    async (collection) => {
      const { status, body } = await graphQL(relatedChain(collection, 10))
      expect(status).toBeLessThan(500)
      expect(body.data ?? null).toBeNull()
      expect(messages(body)).toMatch(/more than 6 levels deep/)
    },
  )

  it('a huge limit is refused; an ordinary query still works', async () => {
    const huge = await graphQL('{ Glossaries(limit: 100000) { docs { id } } }')
    expect(huge.status).toBeLessThan(500)
    expect(messages(huge.body)).toMatch(/limit must be a whole number from 1 to 100/)
    const ordinary = await graphQL(
      '{ Glossaries(limit: 5) { docs { id title related { id title } } } }',
    )
    expect(ordinary.status).toBe(200)
    expect((ordinary.body.data as { Glossaries: { docs: unknown[] } }).Glossaries.docs.length).toBe(
      5,
    )
  })

  it('hundreds of aliased copies exceed the complexity budget', async () => {
    const aliases = Array.from(
      { length: 200 },
      (_, i) => `a${i}: Glossaries(limit: 100) { docs { id title related { id } } }`,
    ).join(' ')
    const { status, body } = await graphQL(`{ ${aliases} }`)
    expect(status).toBeLessThan(500)
    expect(body.data ?? null).toBeNull()
    expect(messages(body)).toMatch(/complexity/i)
  })
})

describe('the server stays up', () => {
  it('20 hostile queries at once leave /api/health answering in under 1 s throughout', async () => {
    // The must-show set: the three REST listings with limit=100000&depth=10 and GraphQL with a
    // related chain nested 10 deep, five of each, at once.
    const hostile = Array.from({ length: 5 }, () => [
      ...['glossary', 'posts', 'pages'].map(
        (collection) => () => send(`/api/${collection}?limit=100000&depth=10`, {}, 10_000),
      ),
      () => graphQL(relatedChain('Glossaries', 10), 10_000),
    ]).flat()
    expect(hostile).toHaveLength(20)

    let done = false
    const healthTimes: number[] = []
    const poll = (async () => {
      while (!done) {
        const started = performance.now()
        // Fails the test (AbortError) if health does not answer within 1 s.
        const response = await fetch(new URL('/api/health', baseURL()), {
          signal: AbortSignal.timeout(1000),
        })
        expect(response.status).toBe(200)
        await response.arrayBuffer()
        healthTimes.push(performance.now() - started)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()

    const answers = await Promise.all(hostile.map((run) => run())).finally(() => {
      done = true
    })
    await poll
    for (const { status } of answers) expect(status).toBeLessThan(500)
    expect(healthTimes.length).toBeGreaterThan(0)
  }, 60_000)
})

describe('REST: text operators on fields that hold no text', () => {
  it.each([
    ['GET', '/api/glossary?where[updatedAt][like]=2026'],
    ['GET', '/api/posts?where[or][0][createdAt][contains]=x'],
    ['POST', '/api/glossary'],
  ])(
    '%s %s is refused with a 400 that says what works instead, not a 500',
    async (method, path) => {
      const { status, body } = await send(
        path,
        method === 'POST'
          ? {
              method: 'POST',
              headers: {
                'content-type': 'application/x-www-form-urlencoded',
                'x-payload-http-method-override': 'GET',
              },
              body: 'where%5BupdatedAt%5D%5Bnot_like%5D=',
            }
          : {},
      )
      expect(status).toBe(400)
      expect(messages(body)).toMatch(
        /This query cannot be answered: "(updatedAt|createdAt)" holds a date, and "(like|contains|not_like)" searches text/,
      )
    },
  )
})
