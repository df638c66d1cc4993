/** @jest-environment node */
import { isSameOrigin } from '@/lib/http/sameOrigin'

const post = (url: string, headers: Record<string, string>) =>
  new Request(url, { method: 'POST', headers })

describe('the same-origin check on cookie-authenticated POSTs', () => {
  it('accepts our own pages, however the server names itself', () => {
    // `next start` reports request.url as localhost even when the browser used 127.0.0.1.
    expect(
      isSameOrigin(
        post('http://localhost:3999/api/billing/checkout', {
          origin: 'http://127.0.0.1:3999',
          host: '127.0.0.1:3999',
        }),
      ),
    ).toBe(true)
    expect(
      isSameOrigin(
        post('http://localhost:3000/api/x', {
          origin: 'http://localhost:3000',
          host: 'localhost:3000',
        }),
      ),
    ).toBe(true)
    expect(isSameOrigin(post('http://localhost:3000/api/x', {}))).toBe(true) // no Origin: not a browser's cross-site request
  })

  it('refuses another site, another port and an opaque origin', () => {
    expect(
      isSameOrigin(
        post('http://localhost:3999/api/x', {
          origin: 'https://evil.example',
          host: '127.0.0.1:3999',
        }),
      ),
    ).toBe(false)
    expect(
      isSameOrigin(
        post('http://localhost:3999/api/x', {
          origin: 'http://127.0.0.1:4000',
          host: '127.0.0.1:3999',
        }),
      ),
    ).toBe(false)
    expect(
      isSameOrigin(post('http://localhost:3999/api/x', { origin: 'null', host: '127.0.0.1:3999' })),
    ).toBe(false)
  })

  it('refuses a browser request its Sec-Fetch-Site marks as from another origin, with or without Origin', () => {
    const url = 'http://localhost:3999/api/billing/checkout'
    expect(
      isSameOrigin(post(url, { 'sec-fetch-site': 'cross-site', host: '127.0.0.1:3999' })),
    ).toBe(false)
    expect(isSameOrigin(post(url, { 'sec-fetch-site': 'same-site', host: '127.0.0.1:3999' }))).toBe(
      false,
    )
    expect(
      isSameOrigin(
        post(url, {
          'sec-fetch-site': 'cross-site',
          origin: 'http://127.0.0.1:3999',
          host: '127.0.0.1:3999',
        }),
      ),
    ).toBe(false)
    expect(
      isSameOrigin(
        post(url, {
          'sec-fetch-site': 'same-origin',
          origin: 'http://127.0.0.1:3999',
          host: '127.0.0.1:3999',
        }),
      ),
    ).toBe(true)
    expect(
      isSameOrigin(post(url, { 'sec-fetch-site': 'same-origin', host: '127.0.0.1:3999' })),
    ).toBe(true)
  })
})
