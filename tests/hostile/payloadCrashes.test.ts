/**
 * The smallest request of each class of 500 the fuzz pass (fuzz.test.ts) found in Payload's REST
 * and GraphQL handlers, the SEO plugin's endpoints and upload files: the public and customers are
 * refused before Payload runs; what stays open answers a 4xx with a message and no internals.
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
  // Payload's API without a session is refused before Payload reads a body; what does not exist is a 404.
  // A slug named like a prototype member is a 404 before the session is even read.
  [404, 'a slug named like a prototype member', 'GET', '/api/__proto__'],
  [404, 'the same under another method and path', 'OPTIONS', '/api/constructor/x'],
  [404, 'a global named like one', 'GET', '/api/globals/toString'],
  [404, 'a collection whose endpoints are off', 'GET', '/api/payload-migrations'],
  [
    401,
    'an anonymous upload naming another stored file',
    'POST',
    '/api/media',
    { body: multipartWithFileReference('nope') },
  ],
  [
    401,
    'the GET method override with a body that is not JSON',
    'POST',
    '/api/glossary',
    { ...json('{'), headers: OVERRIDE },
  ],
  [
    401,
    'SEO generation for someone who is not signed in',
    'POST',
    '/api/plugin-seo/generate-title',
    json('{}'),
  ],
  // Customers reach Payload, which refuses them before reading the body.
  [
    403,
    'SEO generation for a customer',
    'POST',
    '/api/plugin-seo/generate-title',
    json('{}', { cookie: () => customer }),
  ],
  [
    403,
    'a customer writing a built-in collection',
    'POST',
    '/api/payload-preferences',
    { cookie: () => customer, type: ';;;', body: '{"key":"x"}' },
  ],
  [
    415,
    "a customer's method override with a JSON body (Payload parses it before any check)",
    'POST',
    '/api/glossary',
    { ...json('{'), cookie: () => customer, headers: OVERRIDE },
  ],
  [
    403,
    "a customer's method override",
    'POST',
    '/api/glossary',
    {
      cookie: () => customer,
      type: 'application/x-www-form-urlencoded',
      body: 'limit=1',
      headers: OVERRIDE,
    },
  ],
  [
    404,
    'a collection whose endpoints are off, for an editor',
    'GET',
    '/api/payload-migrations',
    asEditor,
  ],
  [404, 'an upload file that does not exist', 'GET', '/api/media/file/nope.png'],
  [404, 'an upload file name with a NUL', 'GET', '/api/media/file/%00'],
  [
    404,
    'an upload file in another folder of the bucket',
    'GET',
    '/api/media/file/x.png?prefix=redesign-images',
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

describe('requests that used to crash Payload with a 500', () => {
  // `options = {}` keeps the function's length at four: Jest reads a fifth parameter that a row
  // of four leaves unfilled as a `done` callback, and the test would wait for it.
  it.each(cases)('%i for %s', async (expected, _label, method, path, options = {}) => {
    const { status, text, leak } = await answer(method, path, options)
    expect({ status, leak }).toEqual({ status: expected, leak: undefined })
    if (expected >= 400) expect(text).toMatch(/"(message|error)":"[A-Z][^"]+"/)
  })

  it('serves from the media folder only files a media document names', async () => {
    const stray = `stray-${Date.now()}.png`
    fs.writeFileSync(path.join(process.env.E2E_ROOT!, 'media', stray), 'not for the public')
    const refused = await answer('GET', `/api/media/file/${stray}`)
    expect(refused.status).toBe(403)
    expect(refused.text).not.toContain('not for the public')
    const [image] = (await payload().find({ collection: 'media', limit: 1, depth: 0 })).docs as {
      filename: string
      sizes: { card: { filename: string } }
    }[]
    expect((await answer('GET', `/api/media/file/${image!.filename}`)).status).toBe(200)
    expect((await answer('GET', `/api/media/file/${image!.sizes.card.filename}`)).status).toBe(200)
  })

  it('still answers the override with a urlencoded query, as the admin panel sends it', async () => {
    const { status, text } = await answer('POST', '/api/glossary', {
      ...asEditor,
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

  it.each(['/api/health', '/api/studio/redesigns', '/shared/x'])(
    'TRACE %s → 405, as pages answer it, not a 500',
    async (path) => {
      expect(await statusLine('TRACE', path)).toBe('HTTP/1.1 405 Method Not Allowed')
    },
  )

  it.each(['/api/glossary', '/api/graphql'])(
    'TRACE %s without a session → 401 or 405',
    async (path) => {
      expect(await statusLine('TRACE', path)).toMatch(/^HTTP\/1\.1 40[15] /)
    },
  )

  it('logged no error for any of it', () => {
    expect(log.errorsSince()).toEqual([])
  })
})
