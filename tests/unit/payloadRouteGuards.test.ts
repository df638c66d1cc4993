/** @jest-environment node */
/**
 * The classes of 500 the fuzz pass found in Payload's REST and GraphQL handlers, each answered
 * with a 4xx before (or instead of) Payload's crash. The hostile suite sends the same requests to
 * the real server (tests/hostile/payloadCrashes.test.ts).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { SanitizedConfig } from 'payload'

import { checkGraphqlOperations, checkMultipartPayload } from '@/lib/payload/bodyChecks'
import { checkRestRequest } from '@/lib/payload/restRequestChecks'
import { refuseMalformedGraphql, refuseMalformedRest } from '@/lib/payload/routeGuards'

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guards-media-'))
fs.writeFileSync(path.join(mediaDir, 'real.png'), 'png')

const config = {
  collections: [
    { slug: 'posts', versions: { drafts: true }, endpoints: [] },
    { slug: 'plans', versions: undefined, endpoints: [] },
    { slug: 'payload-migrations', endpoints: false },
    { slug: 'media', upload: { staticDir: mediaDir }, endpoints: [] },
    // As the S3 adapter leaves a collection: the adapter itself answers for missing files.
    {
      slug: 'redesign-images',
      upload: { staticDir: mediaDir, disableLocalStorage: true },
      endpoints: [],
    },
  ],
  globals: [{ slug: 'site-settings', versions: undefined }],
} as unknown as SanitizedConfig

// As a client sends it: a body comes with its Content-Length.
const request = (
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body?: string,
) =>
  new Request(`http://localhost:3000${pathname}`, {
    method,
    headers:
      body === undefined
        ? headers
        : { 'content-length': String(Buffer.byteLength(body)), ...headers },
    body,
  })
const status = (
  method: string,
  pathname: string,
  headers?: Record<string, string>,
  body?: string,
) => {
  const check = checkRestRequest(config, request(method, pathname, headers, body))
  if (!check) return 'passes'
  return 'refuse' in check
    ? check.refuse.status
    : 'replaceBody' in check
      ? 'empty body'
      : 'reads the form'
}

afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }))

describe('REST requests Payload would crash on', () => {
  it('answers 404 for slugs named like Object.prototype members', () => {
    for (const pathname of [
      '/api/__proto__',
      '/api/constructor/x',
      '/api/toString',
      '/api/globals/hasOwnProperty',
      '/api/%5F%5Fproto%5F%5F',
    ]) {
      expect([pathname, status('GET', pathname)]).toEqual([pathname, 404])
    }
    expect(status('GET', '/api/posts')).toBe('passes')
  })

  it('answers 404 for version routes of what has no versions, and for a collection with endpoints off', () => {
    expect(status('GET', '/api/plans/versions')).toBe(404)
    expect(
      status('POST', '/api/plans/versions/1', { 'content-type': 'application/json' }, '{}'),
    ).toBe(404)
    expect(status('GET', '/api/globals/site-settings/versions/5')).toBe(404)
    expect(status('GET', '/api/posts/versions')).toBe('passes')
    expect(status('GET', '/api/payload-migrations')).toBe(404)
  })

  it('answers 404 for an upload file that is not there or is not a plain name', () => {
    expect(status('GET', '/api/media/file/real.png')).toBe('passes')
    expect(status('GET', '/api/media/file/nope.png')).toBe(404)
    expect(status('GET', '/api/media/file/%00')).toBe(404)
    expect(status('GET', '/api/media/file/..%2F..%2Fetc%2Fpasswd')).toBe(404)
    expect(status('GET', '/api/redesign-images/file/in-the-bucket.png')).toBe('passes')
    expect(status('GET', '/api/redesign-images/file/..%2Fmedia%2Fa.png')).toBe(404)
  })

  it('answers 404 for a file address that names a storage prefix (another folder of the bucket)', () => {
    expect(status('GET', '/api/media/file/real.png?prefix=redesign-images')).toBe(404)
    expect(status('HEAD', '/api/redesign-images/file/a.png?prefix=')).toBe(404)
    expect(status('GET', '/api/media/file/real.png?size=card')).toBe('passes')
  })

  it('refuses a write body Payload would ignore, and gives a body-less write an empty object', () => {
    expect(status('POST', '/api/posts', { 'content-type': 'text/plain' }, '{"title":"x"}')).toBe(
      415,
    )
    expect(status('PATCH', '/api/posts/1', { 'content-type': ';;;' }, 'x')).toBe(415)
    expect(status('POST', '/api/posts')).toBe('empty body')
    expect(
      status('POST', '/api/posts', { 'content-type': 'application/json; charset=utf-8' }, '{}'),
    ).toBe('passes')
    expect(
      status('POST', '/api/media', { 'content-type': 'multipart/form-data; boundary=x' }, '--x--'),
    ).toBe('reads the form')
    expect(
      status('POST', '/api/posts/access/1', { 'content-type': 'multipart/form-data' }, '{"a":1}'),
    ).toBe(400)
    expect(
      status(
        'POST',
        '/api/posts',
        {
          'x-payload-http-method-override': 'GET',
          'content-type': 'application/x-www-form-urlencoded',
        },
        'depth=1',
      ),
    ).toBe('passes')
  })
})

describe('errors Payload throws past its own handling', () => {
  const throwing = (error: unknown) => async () => {
    throw error
  }
  const apiError = Object.assign(new Error('Invalid JSON'), { status: 400 })

  it('turns a SyntaxError or a 4xx error into that 4xx, with a message and no stack', async () => {
    for (const guard of [
      refuseMalformedGraphql(throwing(new SyntaxError('Unexpected token'))),
      refuseMalformedRest(config, throwing(apiError)),
    ]) {
      const response = await guard(
        request('POST', '/api/graphql', { 'content-type': 'application/json' }, '{'),
        {},
      )
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).not.toMatch(/at |node_modules|Unexpected token/)
    }
  })

  it('lets a real server error through', async () => {
    await expect(
      refuseMalformedGraphql(throwing(new TypeError('bug')))(request('POST', '/api/graphql'), {}),
    ).rejects.toThrow('bug')
  })

  it('sends a body-less write on as an empty JSON object', async () => {
    const seen: string[] = []
    const handler = async (req: Request) => {
      seen.push(`${req.headers.get('content-type')} ${await req.text()}`)
      return new Response(null, { status: 204 })
    }
    await refuseMalformedRest(config, handler)(request('POST', '/api/posts'), {})
    expect(seen).toEqual(['application/json {}'])
  })
})

describe('bodies Payload crashes on', () => {
  const form = (...documents: string[]) => {
    const data = new FormData()
    for (const document of documents) data.append('_payload', document)
    return new Request('http://localhost:3000/api/faqs', { method: 'POST', body: data })
  }
  const graphql = (body: string, type = 'application/json') =>
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    })

  it('wants exactly one _payload form field holding a JSON object', async () => {
    expect(await checkMultipartPayload(form('{"question":"q"}'))).toBeUndefined()
    for (const request of [form(), form('{}', '{}'), form('[1,2]'), form('{"a":'), form('null')])
      expect((await checkMultipartPayload(request))?.status).toBe(400)
  })

  it('refuses a text "file" field (a reference to a stored object), keeps a real file', async () => {
    const withFile = (file: string | Blob) => {
      const data = new FormData()
      data.append('_payload', '{"alt":"x"}')
      if (typeof file === 'string') data.append('file', file)
      else data.append('file', file, 'room.png')
      return new Request('http://localhost:3000/api/media', { method: 'POST', body: data })
    }
    const reference = JSON.stringify({
      collectionSlug: 'redesign-images',
      filename: 'victim.jpg',
      mimeType: 'image/jpeg',
      size: 1,
    })
    const refused = await checkMultipartPayload(withFile(reference))
    expect(refused?.status).toBe(400)
    expect(refused?.message).toMatch(/file itself/)
    expect((await checkMultipartPayload(withFile('{"collectionSlug":"nope"}')))?.status).toBe(400)
    expect(
      await checkMultipartPayload(
        withFile(new Blob([new Uint8Array([1, 2])], { type: 'image/png' })),
      ),
    ).toBeUndefined()
  })

  it('refuses subscriptions, alone, in a batch or as application/graphql, and nothing else', async () => {
    expect((await checkGraphqlOperations(graphql('{"query":"subscription { x }"}')))?.status).toBe(
      400,
    )
    expect(
      (
        await checkGraphqlOperations(
          graphql('[{"query":"{ a }"},{"query":"subscription S { x }"}]'),
        )
      )?.status,
    ).toBe(400)
    expect(
      (await checkGraphqlOperations(graphql('subscription { x }', 'application/graphql')))?.status,
    ).toBe(400)
    expect(
      await checkGraphqlOperations(
        graphql('{"query":"query subscription { subscription: __typename }"}'),
      ),
    ).toBeUndefined()
    expect(await checkGraphqlOperations(graphql('{'))).toBeUndefined()
  })

  it('refuses fragments that spread each other in a loop, and lets a long chain through', async () => {
    const loop = async (query: string) =>
      (await checkGraphqlOperations(graphql(JSON.stringify({ query }))))?.message
    expect(await loop('query { ...A } fragment A on Query { ...A }')).toMatch(/remove the loop/)
    expect(
      await loop(
        'query { ...A } fragment A on Query { __typename ... on Query { ...B } } ' +
          'fragment B on Query { ...C } fragment C on Query { ...A }',
      ),
    ).toMatch(/spreads itself/)
    const chain = Array.from({ length: 500 }, (_, i) => `fragment f${i} on Query { ...f${i + 1} }`)
    expect(
      await loop(`query { ...f0 } ${chain.join(' ')} fragment f500 on Query { __typename }`),
    ).toBeUndefined()
    expect(
      await loop('query { ...A ...B } fragment A on Query { ...B } fragment B on Query { a }'),
    ).toBeUndefined()
  })
})
