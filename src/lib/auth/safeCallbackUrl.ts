import { NextRequest } from 'next/server'

import { safeRedirectPath } from '@/lib/http/safeRedirect'

const CALLBACK_COOKIES = ['authjs.callback-url', '__Secure-authjs.callback-url']

/** Auth.js 500s on an unparseable callbackUrl (query or cookie): pass both through our gate first. */
export function withSafeCallbackUrl(request: NextRequest): NextRequest {
  const url = new URL(request.url)
  const origin = url.origin
  let changed = false
  const params = url.searchParams.getAll('callbackUrl')
  if (params.length > 0) {
    const safe = safeRedirectPath(params.at(-1), { siteOrigin: origin })
    if (params.length > 1 || params[0] !== safe) {
      url.searchParams.set('callbackUrl', safe)
      changed = true
    }
  }
  const headers = new Headers(request.headers)
  for (const name of CALLBACK_COOKIES) {
    const value = request.cookies.get(name)?.value
    if (value === undefined) continue
    const safe = safeRedirectPath(value, { siteOrigin: origin })
    if (safe === value) continue
    const kept = request.cookies.getAll().filter((cookie) => cookie.name !== name)
    headers.set(
      'cookie',
      [
        ...kept.map((cookie) => `${cookie.name}=${encodeURIComponent(cookie.value)}`),
        `${name}=${encodeURIComponent(safe)}`,
      ].join('; '),
    )
    changed = true
  }
  if (!changed) return request
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  // `duplex: 'half'` is what Node's fetch needs to pass a streamed body on; not in the DOM types yet.
  const init = {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  }
  return new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1])
}
