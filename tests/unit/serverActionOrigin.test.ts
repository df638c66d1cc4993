/** @jest-environment node */
import { isServerActionRequest, serverActionOriginRefused } from '@/lib/http/serverActionOrigin'

const h = (init: Record<string, string>) => new Headers(init)

describe('server actions from another origin', () => {
  it('refuses a foreign, opaque or malformed Origin', () => {
    expect(
      serverActionOriginRefused(h({ origin: 'https://evil.example', host: 'localhost:3000' })),
    ).toBe(true)
    expect(serverActionOriginRefused(h({ origin: 'null', host: 'localhost:3000' }))).toBe(true)
    expect(serverActionOriginRefused(h({ origin: 'not a url', host: 'localhost:3000' }))).toBe(true)
    expect(
      serverActionOriginRefused(h({ origin: 'http://localhost:3001', host: 'localhost:3000' })),
    ).toBe(true)
    expect(
      serverActionOriginRefused(
        h({
          origin: 'https://roomwise.app',
          host: 'internal:3000',
          'x-forwarded-host': 'evil.example',
        }),
      ),
    ).toBe(true)
  })

  it('lets our own pages through, as Next itself would', () => {
    expect(
      serverActionOriginRefused(h({ origin: 'http://localhost:3000', host: 'localhost:3000' })),
    ).toBe(false)
    expect(
      serverActionOriginRefused(
        h({
          origin: 'https://roomwise.app',
          host: 'internal:3000',
          'x-forwarded-host': 'roomwise.app',
        }),
      ),
    ).toBe(false)
    expect(serverActionOriginRefused(h({ host: 'localhost:3000' }))).toBe(false)
  })

  it('recognises action posts, not API calls or page views', () => {
    expect(isServerActionRequest('POST', '/welcome', h({ 'next-action': 'abc' }))).toBe(true)
    expect(
      isServerActionRequest(
        'POST',
        '/welcome',
        h({ 'content-type': 'multipart/form-data; boundary=x' }),
      ),
    ).toBe(true)
    expect(
      isServerActionRequest(
        'POST',
        '/api/billing/checkout',
        h({ 'content-type': 'multipart/form-data' }),
      ),
    ).toBe(false)
    expect(isServerActionRequest('GET', '/welcome', h({ 'next-action': 'abc' }))).toBe(false)
  })
})
