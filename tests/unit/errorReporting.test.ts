/** @jest-environment node */
import { APIError, Forbidden, ValidationError } from 'payload'

import { SlugTaken } from '@/fields/slug'
import { withRequestId } from '@/lib/http/requestId'
import {
  BAD_JSON_MESSAGE,
  BAD_NUMBER_MESSAGE,
  QUERY_TIMEOUT_MESSAGE,
  reportPayloadError,
} from '@/lib/payload/reportErrors'

type Logged = { level: string; entry: Record<string, unknown> }

function fakeReq(headers: Record<string, string> = {}) {
  const logged: Logged[] = []
  const log = (level: string) => (entry: Record<string, unknown>) => logged.push({ level, entry })
  const req = {
    method: 'GET',
    url: 'http://localhost/api/posts/1',
    headers: new Headers(headers),
    payload: { logger: { info: log('info'), warn: log('warn'), error: log('error') } },
    responseHeaders: undefined as Headers | undefined,
  }
  return { req, logged }
}

const run = (error: Error, req: ReturnType<typeof fakeReq>['req']) =>
  reportPayloadError({
    error,
    req: req as never,
    context: {},
    result: { errors: [{ message: error.message }] },
  }) as { response: Record<string, unknown>; status: number }

describe("Payload's errors: refusals quiet, failures traceable", () => {
  it('logs an access refusal at info, with no stack, and tags the response with the request id', () => {
    const { req, logged } = fakeReq({ 'x-request-id': 'req-12345678' })
    const result = run(new Forbidden(), req)
    expect(logged).toHaveLength(1)
    expect(logged[0]!.level).toBe('info')
    expect(logged[0]!.entry.err).toBeUndefined()
    expect(result.status).toBe(403)
    expect(result.response.requestId).toBe('req-12345678')
    expect(req.responseHeaders?.get('x-request-id')).toBe('req-12345678')
  })

  it('logs a real failure at error with the error itself and the id the person is shown', () => {
    const { req, logged } = fakeReq()
    const result = run(new APIError('database on fire', 500), req)
    expect(logged.map((each) => each.level)).toEqual(['error'])
    expect(logged[0]!.entry.err).toBeInstanceOf(Error)
    expect(logged[0]!.entry.requestId).toBe(result.response.requestId)
    expect(req.responseHeaders?.get('x-request-id')).toBe(result.response.requestId)
    expect(result.status).toBe(500)
  })

  const taken = 'Another glossary entry already has the slug "sofa".'
  it.each([
    [
      'a ValidationError',
      new ValidationError({ collection: 'glossary', errors: [{ path: 'slug', message: taken }] }),
      // What Payload's formatErrors gave in our Next build: this message alone.
      'The following field is invalid: slug',
    ],
    ['a taken slug', new SlugTaken('glossary', taken), taken],
  ])(
    "answers %s with its fields' paths and messages, which the admin panel shows beside them",
    (_, error, message) => {
      const { req, logged } = fakeReq()
      const result = run(error, req)
      expect(result.status).toBe(400)
      expect(result.response.errors).toEqual([
        {
          name: error.name,
          message,
          data: { collection: 'glossary', errors: [{ path: 'slug', message: taken }] },
        },
      ])
      expect(logged.map((each) => each.level)).toEqual(['info'])
    },
  )

  it('turns PostgreSQL "integer out of range" into a 400 that says what to fix', () => {
    const { req, logged } = fakeReq()
    const error = new Error('Failed query: select …', {
      cause: Object.assign(new Error('value "99999999999" is out of range for type integer'), {
        code: '22003',
      }),
    })
    const result = run(error, req)
    expect(result.status).toBe(400)
    expect(result.response.errors).toEqual([{ message: BAD_NUMBER_MESSAGE }])
    expect(logged[0]!.level).toBe('info')
  })

  it('turns a statement cancelled on statement_timeout (57014) into a 400 asking to narrow the query, logged at warn', () => {
    const { req, logged } = fakeReq()
    const cause = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    })
    const result = run(new Error('Failed query: select … like …', { cause }), req)
    expect(result.status).toBe(400)
    expect(result.response.errors).toEqual([{ message: QUERY_TIMEOUT_MESSAGE }])
    expect(logged.map((each) => each.level)).toEqual(['warn'])
    expect(logged[0]!.entry.err).toBeUndefined()
  })

  it('answers 400 when a form field Payload parses as JSON is not JSON (the client sent it)', () => {
    const { req, logged } = fakeReq()
    const result = run(new SyntaxError('Unexpected token ; in JSON at position 0'), req)
    expect(result.status).toBe(400)
    expect(result.response.errors).toEqual([{ message: BAD_JSON_MESSAGE }])
    expect(logged.map((each) => each.level)).toEqual(['info'])
  })
})

describe('withRequestId', () => {
  it('hands the handler an id and puts it on error responses only', async () => {
    let seen: string | null = null
    const handler = withRequestId(async (request: Request) => {
      seen = request.headers.get('x-request-id')
      return new Response('no', { status: request.url.endsWith('/bad') ? 404 : 200 })
    })
    const bad = await handler(new Request('http://localhost/bad'))
    expect(bad.headers.get('x-request-id')).toBe(seen)
    expect(seen).toMatch(/^[0-9a-f-]{36}$/)
    const good = await handler(new Request('http://localhost/good'))
    expect(good.headers.get('x-request-id')).toBeNull()
  })

  it('keeps a proxy’s plain id and replaces anything else', async () => {
    const echo = withRequestId(
      async (request: Request) =>
        new Response(request.headers.get('x-request-id'), { status: 500 }),
    )
    expect(
      await (
        await echo(
          new Request('http://localhost/', { headers: { 'x-request-id': 'edge-abcdef12' } }),
        )
      ).text(),
    ).toBe('edge-abcdef12')
    expect(
      await (
        await echo(new Request('http://localhost/', { headers: { 'x-request-id': 'x y<script>' } }))
      ).text(),
    ).not.toContain('script')
  })
})
