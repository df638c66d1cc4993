/** @jest-environment node */
import { NextRequest } from 'next/server'

import { asNextRequest, isNextRequest } from '@/lib/http/requestId'
import { withBoundedBody } from '@/lib/http/withBoundedBody'

describe('telling a NextRequest by its shape', () => {
  it('knows a NextRequest, and a plain Request as not one', () => {
    expect(isNextRequest(new NextRequest('http://localhost/a'))).toBe(true)
    expect(isNextRequest(new Request('http://localhost/a'))).toBe(false)
  })

  it("counts another copy of Next's class as one (the built server's own NextRequest)", () => {
    const foreign = Object.assign(new Request('http://localhost/a'), {
      nextUrl: new URL('http://localhost/a'),
    })
    expect(isNextRequest(foreign)).toBe(true)
    expect(asNextRequest(foreign)).toBe(foreign)
  })

  it('copies a plain Request into a NextRequest that keeps its address, method and headers', () => {
    const plain = new Request('http://localhost/api/x?q=1', { headers: { 'x-a': 'b' } })
    const copy = asNextRequest(plain)
    expect(copy).not.toBe(plain)
    expect(copy.nextUrl.searchParams.get('q')).toBe('1')
    expect(copy.method).toBe('GET')
    expect(copy.headers.get('x-a')).toBe('b')
  })
})

describe('withBoundedBody', () => {
  const seen: NextRequest[] = []
  const handler = withBoundedBody(
    async (request: NextRequest) => {
      seen.push(request)
      return new Response(await request.text())
    },
    () => 8,
  )

  it('hands the handler a NextRequest for a request without a body', async () => {
    await handler(new Request('http://localhost/api/x'))
    expect(isNextRequest(seen.at(-1)!)).toBe(true)
  })

  it('hands the handler the body it read, and refuses one over the limit with 413', async () => {
    const small = await handler(new Request('http://localhost/x', { method: 'POST', body: 'hi' }))
    expect(await small.text()).toBe('hi')
    const large = await handler(
      new Request('http://localhost/x', { method: 'POST', body: 'far too long' }),
    )
    expect(large.status).toBe(413)
  })
})
