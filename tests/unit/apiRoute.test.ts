/** @jest-environment node */
import { jest } from '@jest/globals'
import { notFound } from 'next/navigation'
import { NextRequest } from 'next/server'

import { apiRoute } from '@/lib/http/apiRoute'

const request = () =>
  new Request('http://localhost/api/health', { headers: { 'x-request-id': 'req-12345678' } })

describe('apiRoute: the wrapper of every route handler of ours', () => {
  it('answers a failure the handler throws with a 500 a person can quote, and logs it with that id', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const route = apiRoute(async () => {
      throw new Error('connection refused')
    })
    const response = await route(request())
    const text = await response.text()
    expect({
      status: response.status,
      id: response.headers.get('x-request-id'),
      cache: response.headers.get('cache-control'),
      body: JSON.parse(text),
    }).toEqual({
      status: 500,
      id: 'req-12345678',
      cache: 'no-store',
      body: { error: expect.stringMatching(/on our side/), requestId: 'req-12345678' },
    })
    expect(String(log.mock.calls[0]?.[0])).toContain(
      'GET /api/health failed (request req-12345678)',
    )
    expect(text).not.toContain('connection refused') // the cause stays in the log
    log.mockRestore()
  })

  it('puts the request id on an error answer of its own, and keeps private caching', async () => {
    const route = apiRoute(async () => Response.json({ error: 'No.' }, { status: 404 }))
    const response = await route(request())
    expect([response.headers.get('x-request-id'), response.headers.get('cache-control')]).toEqual([
      'req-12345678',
      'private, no-store',
    ])
  })

  it('hands a NextRequest on as a NextRequest carrying the id, whichever copy of the class made it', async () => {
    // In the built server Next's NextRequest is not the class this app imports (seen: Auth.js's
    // routes got a plain Request and failed on request.cookies).
    class NextsOwnNextRequest extends Request {
      nextUrl = new URL(this.url)
    }
    let seen: unknown
    const route = apiRoute(async (incoming: NextRequest) => {
      seen = [
        incoming.nextUrl.pathname,
        incoming.cookies.get('theme')?.value,
        incoming.headers.get('x-request-id'),
      ]
      return new Response('ok')
    })
    const incoming = new NextsOwnNextRequest('http://localhost/api/auth/csrf', {
      headers: { 'x-request-id': 'req-12345678', cookie: 'theme=dark' },
    })
    await route(incoming as unknown as NextRequest)
    expect(seen).toEqual(['/api/auth/csrf', 'dark', 'req-12345678'])
  })

  it("lets Next's own not-found signal through instead of answering 500", async () => {
    const route = apiRoute(async () => notFound())
    await expect(route(request())).rejects.toThrow()
  })
})
