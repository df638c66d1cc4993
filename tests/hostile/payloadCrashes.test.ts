/**
 * The smallest request of each class of 500 the fuzz pass (fuzz.test.ts) found in Payload's REST
 * and GraphQL handlers and the SEO plugin's endpoints, sent to the real server: each now gets a
 * 4xx with a message, and no body shows how the server is built.
 */
import fs from 'node:fs'
import path from 'node:path'

import { baseURL } from '../e2e/support/browser'
import { confirmedSessionCookie, newPerson } from '../e2e/support/signIn'
import { sharedPayload } from '../support/payload'
import { openRawConnection, requestHead } from '../support/rawConnection'
import { leakIn } from './support/fuzz/verdict'
import { serverLogMark } from './support/serverLog'

const payload = sharedPayload()
let editor: string
let customer: string

beforeAll(async () => {
  editor = await confirmedSessionCookie(payload(), newPerson('editor', 'crash'))
  customer = await confirmedSessionCookie(payload(), newPerson('customer', 'crash'))
}, 120_000)

/** How a request is sent: anonymous and without a body unless said. */
type Options = {
  cookie?: () => string
  type?: string
  body?: BodyInit
  headers?: Record<string, string>
}

/** A request that used to crash, and the status it must now get. */
type Case = [status: number, label: string, method: string, path: string, options?: Options]

async function answer(method: string, path: string, options: Options = {}) {
  const headers: Record<string, string> = { ...options.headers }
  if (options.cookie) headers.cookie = options.cookie()
  if (options.type) headers['content-type'] = options.type
  const response = await fetch(new URL(path, baseURL()), {
    method,
    headers,
    body: options.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  })
  const text = await response.text()
  return { status: response.status, text, leak: leakIn(text) }
}

const multipartWithBadPayload = () => {
  const form = new FormData()
  form.set('_payload', '{"question":')
  return form
}

/** Payload's client-upload reference: the server would fetch the named stored object itself. */
const multipartWithFileReference = (collectionSlug: string) => {
  const form = new FormData()
  form.set('_payload', '{"alt":"copied"}')
  form.set(
    'file',
    JSON.stringify({ collectionSlug, filename: 'x.jpg', mimeType: 'image/jpeg', size: 1 }),
  )
  return form
}

const OVERRIDE = { 'x-payload-http-method-override': 'GET' }

const asEditor = { cookie: () => editor }
const json = (body: string, asker: Options = {}) => ({ ...asker, type: 'application/json', body })

const cases: Case[] = [
  [404, 'a slug named like a prototype member', 'GET', '/api/__proto__'],
  [404, 'the same under another method and path', 'OPTIONS', '/api/constructor/x'],
  [404, 'a global named like one', 'GET', '/api/globals/toString'],
  [404, 'versions of a collection without versions', 'GET', '/api/redirects/versions', asEditor],
  [
    404,
    'restoring a version of a collection without versions',
    'POST',
    '/api/plans/versions/1',
    json('{}', asEditor),
  ],
  [
    404,
    'versions of a global without versions',
    'GET',
    '/api/globals/site-settings/versions/1',
    asEditor,
  ],
  [404, 'a collection whose endpoints are off', 'GET', '/api/payload-migrations'],
  [404, 'an upload file that does not exist', 'GET', '/api/media/file/nope.png'],
  [404, 'an upload file name with a NUL', 'GET', '/api/media/file/%00'],
  [
    415,
    'a write with a body Payload does not read',
    'POST',
    '/api/faqs',
    { ...asEditor, type: 'text/plain', body: '{"question":"x"}' },
  ],
  [
    415,
    'the same on a built-in collection',
    'POST',
    '/api/payload-preferences',
    { cookie: () => customer, type: ';;;', body: '{"key":"x"}' },
  ],
  [400, 'a write with no body at all', 'POST', '/api/faqs', asEditor],
  [
    400,
    'multipart whose _payload is not JSON',
    'POST',
    '/api/faqs',
    { ...asEditor, body: multipartWithBadPayload() },
  ],
  [
    400,
    "an editor's upload naming another collection's stored file instead of sending one",
    'POST',
    '/api/media',
    { ...asEditor, body: multipartWithFileReference('redesign-images') },
  ],
  [
    400,
    'an anonymous upload naming a collection without storage handlers',
    'POST',
    '/api/media',
    { body: multipartWithFileReference('nope') },
  ],
  [400, 'GraphQL with a body that is not JSON', 'POST', '/api/graphql', json('{')],
  [
    400,
    'the GET method override with a body that is not JSON',
    'POST',
    '/api/glossary',
    { ...json('{'), headers: OVERRIDE },
  ],
  [
    403,
    'SEO generation for someone who is not an editor',
    'POST',
    '/api/plugin-seo/generate-title',
    json('{}'),
  ],
  [
    400,
    'SEO generation with a null body',
    'POST',
    '/api/plugin-seo/generate-url',
    json('null', asEditor),
  ],
  [
    400,
    'SEO generation with a body that is not JSON',
    'POST',
    '/api/plugin-seo/generate-description',
    json('{a:1}', asEditor),
  ],
  [
    404,
    "deleting a preference key one does not have (Payload's own delete crashed)",
    'DELETE',
    '/api/payload-preferences/10000000',
    asEditor,
  ],
  [
    400,
    'a geographic operator on a field that is not a point',
    'GET',
    '/api/glossary/count?where[id][within]=',
    asEditor,
  ],
  [
    200,
    'an Auth.js session request with a callbackUrl that is no address',
    'GET',
    '/api/auth/session?callbackUrl=null',
  ],
  [200, 'the same with javascript:', 'GET', '/api/auth/csrf?callbackUrl=javascript:alert(1)'],
  [
    200,
    'a callback-url cookie that is no address',
    'GET',
    '/api/auth/session',
    { headers: { cookie: 'authjs.callback-url=null' } },
  ],
  [
    414,
    "an over-long address Next's trailing-slash redirect echoed into a 26 KB head (the client saw a dropped connection)",
    'DELETE',
    `/api/posts/..?q=${'%5B'.repeat(2500)}`,
  ],
  [
    414,
    'the same with a body still to read (answered, not cut off)',
    'PATCH',
    `/api/authors?joins[x][page]=${'('.repeat(7000)}`,
    json(JSON.stringify({ bio: 'x'.repeat(200_000) }), { cookie: () => customer }),
  ],
  [
    414,
    'an over-long query string, before qs parses it',
    'GET',
    `/api/glossary?where[title][equals]=${'x'.repeat(7000)}`,
    asEditor,
  ],
  [
    200,
    'SEO generation as the admin panel sends it',
    'POST',
    '/api/plugin-seo/generate-title',
    json('{"doc":{"title":"Hi"}}', asEditor),
  ],
]

/** Filters anyone may send that Payload's query builder or PostgreSQL failed on: each now a 400. */
const refusedFilters: [label: string, path: string][] = [
  ['near on a field that is not a point', '/api/faqs?where[question][near]=1,2,3'],
  // PostgreSQL text holds no NUL: the database refused the query (a 500), anonymous or not.
  ['a NUL in a text filter, anonymous', '/api/glossary?where[slug][equals]=%00'],
  ['a NUL in a list filter', '/api/posts?where[slug][in]=a,b%00'],
  ['a NUL nested in or', '/api/pages?where[or][0][title][like]=a%00b'],
  ['a NUL in a list inside a list', '/api/glossary?where[slug][in][0][0]=%00'],
  ['a NUL in a list given to equals', '/api/glossary?where[slug][equals][0][0]=%00'],
  ['a NUL in an object given to a rich-text field', '/api/glossary?where[body][equals][a]=%00'],
  // Payload's query builder throws on a value of the wrong shape: `like` splits a text, a JSON
  // path takes one value (a 500 for anyone, no NUL needed).
  ['a list given to like', '/api/posts?where[title][like][0]=a'],
  ['a list given to a rich-text path', '/api/glossary?where[body.root][equals][0]=a'],
  ['an object given to equals', '/api/glossary?where[slug][equals][a]=b'],
  ['and intersects in GraphQL-shaped nesting', '/api/posts?where[or][0][title][intersects]=x'],
  // ILIKE on an enum or jsonb column, or an enum cast of a value it cannot hold (found by an
  // outside tester): 500s with the SQL in the log, for anyone.
  ['like on rich text (jsonb)', '/api/posts?where[body][like]=x'],
  ['not_like on rich text', '/api/glossary?where[body][not_like]=x'],
  ['like on the drafts status (an enum)', '/api/posts?where[_status][like]=p'],
  ['a status no draft has', '/api/posts?where[_status][equals]=zzz'],
  ['contains on an upload inside a group', '/api/posts?where[meta.image][contains]=1'],
  ['like on a date through an upload', '/api/posts?where[meta.image.createdAt][like]=x'],
  ['like on rich text through a relationship', '/api/glossary?where[related.body][like]=x'],
  ['all, which the adapter has no function for', '/api/glossary?where[title][all]=a'],
  ['all on a relationship', '/api/categories?where[createdAt][all]=a'],
]

describe('requests that used to crash Payload with a 500', () => {
  // `options = {}` keeps the function's length at four: Jest reads a fifth parameter that a row
  // of four leaves unfilled as a `done` callback, and the test would wait for it.
  it.each(cases)('%i for %s', async (expected, _label, method, path, options = {}) => {
    const { status, text, leak } = await answer(method, path, options)
    expect({ status, leak }).toEqual({ status: expected, leak: undefined })
    if (expected >= 400) expect(text).toMatch(/"message":"[A-Z][^"]+"/)
  })

  it.each(refusedFilters)('400 for %s (anonymous)', async (_, path) => {
    const { status, text, leak } = await answer('GET', path)
    expect({ status, leak }).toEqual({ status: 400, leak: undefined })
    expect(text).toMatch(/"message":"[A-Z][^"]+"/)
  })

  it('refuses a GraphQL subscription with a message instead of a 500 with a TypeError', async () => {
    const { status, text, leak } = await answer('POST', '/api/graphql', {
      type: 'application/json',
      body: '{"query":"subscription { x }"}',
    })
    expect({ status: status < 500, leak }).toEqual({ status: true, leak: undefined })
    expect(text).toContain('Subscriptions are not supported')
  })

  it('refuses GraphQL fragments that spread each other in a loop instead of overflowing the stack', async () => {
    for (const query of [
      'query { ...A } fragment A on Query { ...A }',
      'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
    ]) {
      const { status, text, leak } = await answer('POST', '/api/graphql', {
        type: 'application/json',
        body: JSON.stringify({ query }),
      })
      expect({ status, leak }).toEqual({ status: 400, leak: undefined })
      expect(text).toContain('remove the loop')
    }
  })

  it('answers a NUL in a GraphQL filter or a page address with a refusal or a 404', async () => {
    const graphql = await answer('POST', '/api/graphql', {
      type: 'application/json',
      body: JSON.stringify({ query: '{ Glossaries(where:{slug:{like:"\\u0000"}}){docs{slug}} }' }),
    })
    expect(graphql.leak).toBeUndefined()
    expect(JSON.parse(graphql.text).errors[0].message).toMatch(
      /^This query cannot be answered: the value for "slug" contains a NUL character/,
    )
    expect(graphql.text).not.toContain('"statusCode":500')
    for (const path of [
      '/glossary/a%00b',
      '/blog/a%00b',
      '/pages/a%00b',
      '/glossary/category/a%00b',
    ])
      expect([path, (await answer('GET', path)).status]).toEqual([path, 404])
  })

  it('serves from the media folder only files a media document names', async () => {
    const stray = `stray-${Date.now()}.png`
    fs.writeFileSync(path.join(process.env.E2E_ROOT!, 'media', stray), 'not for the public')
    const refused = await answer('GET', `/api/media/file/${stray}`)
    expect(refused.status).toBe(403)
    expect(refused.text).not.toContain('not for the public')
    const listed = await answer('GET', '/api/media?limit=1&depth=0')
    const [image] = JSON.parse(listed.text).docs as {
      filename: string
      sizes: { card: { filename: string } }
    }[]
    expect((await answer('GET', `/api/media/file/${image!.filename}`)).status).toBe(200)
    expect((await answer('GET', `/api/media/file/${image!.sizes.card.filename}`)).status).toBe(200)
  })

  it('answers conditions a column cannot run in GraphQL with a message, not a 500', async () => {
    for (const [query, message] of [
      ['{ Posts(where:{body:{like:"x"}}){ totalDocs } }', /"body" holds formatted text/],
      ['{ Glossaries(where:{related:{all:[1,2]}}){ totalDocs } }', /"all" is not supported/],
    ] as const) {
      const graphql = await answer('POST', '/api/graphql', {
        type: 'application/json',
        body: JSON.stringify({ query }),
      })
      expect(graphql.leak).toBeUndefined()
      expect(graphql.text).not.toContain('"statusCode":500')
      expect(JSON.parse(graphql.text).errors[0].message).toMatch(message)
    }
  })

  it('still answers the override with a urlencoded query, as the admin panel sends it', async () => {
    const { status, text } = await answer('POST', '/api/glossary', {
      type: 'application/x-www-form-urlencoded',
      body: 'limit=1&depth=0',
      headers: OVERRIDE,
    })
    expect(status).toBe(200)
    expect(JSON.parse(text).docs).toHaveLength(1)
  })

  it("deletes only the caller's own preference by key, as the admin panel does", async () => {
    const other = await confirmedSessionCookie(payload(), newPerson('editor', 'crash-other'))
    const columns = json(JSON.stringify({ value: { columns: ['title'] } }), asEditor)
    expect((await answer('POST', '/api/payload-preferences/fuzz-columns', columns)).status).toBe(
      200,
    )
    const stranger = await answer('DELETE', '/api/payload-preferences/fuzz-columns', {
      cookie: () => other,
    })
    expect({ status: stranger.status, leak: stranger.leak }).toEqual({
      status: 404,
      leak: undefined,
    })
    const owner = await answer('DELETE', '/api/payload-preferences/fuzz-columns', {
      cookie: () => editor,
    })
    expect({ status: owner.status, key: JSON.parse(owner.text).key }).toEqual({
      status: 200,
      key: 'fuzz-columns',
    })
    expect(
      (await answer('DELETE', '/api/payload-preferences/fuzz-columns', { cookie: () => editor }))
        .status,
    ).toBe(404)
    expect(
      (await answer('DELETE', '/api/payload-preferences/fuzz-columns', { cookie: () => customer }))
        .status,
    ).toBe(403)
  })
})

describe('methods the Fetch standard forbids, which no route handler could be given', () => {
  let log: ReturnType<typeof serverLogMark>
  beforeAll(() => {
    log = serverLogMark()
  })

  /** The status line the server answers `method` on `path` with (fetch refuses to send these). */
  async function statusLine(method: string, path: string): Promise<string> {
    const { host, hostname, port } = new URL(baseURL())
    const client = openRawConnection(Number(port), hostname)
    try {
      client.socket.write(requestHead(method, path, { host, connection: 'close' }))
      await client.until(() => client.closed() || /\r\n\r\n/.test(client.received()))
      return client.received().split('\r\n')[0]!
    } finally {
      client.socket.destroy()
    }
  }

  it.each(['/api/health', '/api/glossary', '/api/graphql', '/api/studio/redesigns', '/shared/x'])(
    'TRACE %s → 405, as pages answer it, not a 500',
    async (path) => {
      expect(await statusLine('TRACE', path)).toBe('HTTP/1.1 405 Method Not Allowed')
    },
  )

  it('logged no error for any of it', () => {
    expect(log.errorsSince()).toEqual([])
  })
})
