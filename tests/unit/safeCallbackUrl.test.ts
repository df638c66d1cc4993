/** @jest-environment node */
import { NextRequest } from 'next/server'

import { withSafeCallbackUrl } from '@/lib/auth/safeCallbackUrl'

/** Values Auth.js answered with a 500 (no address) or would follow off this site. */
const NOT_ON_THIS_SITE = [
  'null',
  'javascript:alert(1)',
  '//evil.example',
  'https://evil.example/x',
  '',
]

const request = (path: string, init: { cookie?: string; method?: string; body?: string } = {}) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), {
    method: init.method ?? 'GET',
    headers: init.cookie ? { cookie: init.cookie } : {},
    body: init.body,
  })

describe('callbackUrl before Auth.js sees it', () => {
  it('turns a value Auth.js would answer with a 500 into a path on this site', () => {
    for (const bad of NOT_ON_THIS_SITE) {
      const out = withSafeCallbackUrl(
        request(`/api/auth/session?callbackUrl=${encodeURIComponent(bad)}`),
      )
      expect(new URL(out.url).searchParams.getAll('callbackUrl')).toEqual(['/'])
    }
  })

  it('keeps a path on this site as it is, and the same request when nothing needs changing', () => {
    const kept = request('/api/auth/signin?callbackUrl=%2Fstudio%3Fx%3D1')
    expect(withSafeCallbackUrl(kept)).toBe(kept)
    const absolute = withSafeCallbackUrl(
      request('/api/auth/signin?callbackUrl=http%3A%2F%2Flocalhost%3A3000%2Fstudio'),
    )
    expect(new URL(absolute.url).searchParams.get('callbackUrl')).toBe('/studio')
  })

  it('rewrites a callback-url cookie that is no address and keeps the other cookies', () => {
    const out = withSafeCallbackUrl(
      request('/api/auth/session', {
        cookie: 'authjs.session-token=abc; authjs.callback-url=null',
      }),
    )
    expect(out.cookies.get('authjs.callback-url')?.value).toBe('/')
    expect(out.cookies.get('authjs.session-token')?.value).toBe('abc')
  })

  it('passes a POST body on unchanged', async () => {
    const out = withSafeCallbackUrl(
      request('/api/auth/callback/local?callbackUrl=null', {
        method: 'POST',
        body: 'email=a%40b.c',
      }),
    )
    expect(out.method).toBe('POST')
    expect(await out.text()).toBe('email=a%40b.c')
  })
})
