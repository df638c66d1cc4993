import { NextResponse, type NextRequest } from 'next/server'

import { sessionUserId } from '@/lib/auth/sessionUserId'
import { safeRedirectPath } from '@/lib/http/safeRedirect'
import { isServerActionRequest } from '@/lib/http/serverActionOrigin'
import { serverActionRefusal } from '@/lib/http/serverActionRefusals'
import { jsonError } from '@/lib/http/refusals'
import { sharedPageRefused, takeSharedLinkLookup } from '@/lib/share/sharedLinkLimit'

/** A share link's public page (its images are counted by their route handler). */
const SHARED_PAGE = /^\/shared\/[^/]+\/?$/
/** Payload's upload file routes (public media, owner-only room images). */
const FILE_ROUTE = /^\/api\/(media|redesign-images)\/file\//
const OVERRIDE_BODY_BYTES = 64 * 1024

// Admin login/logout, server-action posts, share-page limits and API requests Payload would mishandle;
// the matcher admits only those: a proxy on every page costs more CPU than the cached page.
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  // Only what Payload would mishandle before its handlers run (src/lib/payload/staffOnlyApi.ts refuses the rest).
  if (pathname.startsWith('/api/')) {
    const override =
      request.headers.get('x-payload-http-method-override') ??
      request.headers.get('x-http-method-override')
    // Upload files are read, never posted to: Payload would read an override's body before any check.
    if (FILE_ROUTE.test(pathname))
      return override ? jsonError(405, 'Files are only read.') : NextResponse.next()
    // Payload looks collections up on a plain object: `constructor` would be found (a 500).
    if (pathname.split('/')[2] in Object.prototype)
      return jsonError(404, 'There is nothing at this address.')
    if (!(await sessionUserId(request.headers))) return jsonError(401, 'Sign in as an editor.')
    // Payload parses a JSON override body before any check (a bad one is a 500); the admin sends a query string.
    if (
      override &&
      !request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')
    )
      return jsonError(415, 'Send the overridden query as application/x-www-form-urlencoded.')
    const length = request.headers.get('content-length')
    if (override && (length === null || Number(length) > OVERRIDE_BODY_BYTES))
      return jsonError(413, 'Send an overridden query of at most 64 KB, with its length.')
    return NextResponse.next()
  }
  if (isServerActionRequest(request.method, pathname, request.headers))
    return (await serverActionRefusal(request)) ?? NextResponse.next()
  if (SHARED_PAGE.test(pathname)) {
    const verdict = await takeSharedLinkLookup(request.headers)
    return verdict.ok ? NextResponse.next() : sharedPageRefused(verdict.retryAfterSeconds)
  }
  if (pathname === '/admin/login') {
    const back = safeRedirectPath(searchParams.get('redirect'), { fallback: '/admin' })
    const target = new URL('/sign-in', request.url)
    target.searchParams.set(
      'callbackUrl',
      back === '/admin' || back.startsWith('/admin/') || back.startsWith('/admin?')
        ? back
        : '/admin',
    )
    return NextResponse.redirect(target, 307)
  }
  if (pathname.startsWith('/admin/logout'))
    return NextResponse.redirect(new URL('/sign-out', request.url), 307)
  return NextResponse.next()
}

export const config = {
  matcher: [
    // API paths Payload would mishandle (overrides, Object.prototype names) only: on every API path
    // Next would read whole bodies before the proxy runs.
    { source: '/api/:path*', has: [{ type: 'header', key: 'x-payload-http-method-override' }] },
    { source: '/api/:path*', has: [{ type: 'header', key: 'x-http-method-override' }] },
    '/api/(__proto__|constructor|hasOwnProperty|isPrototypeOf|propertyIsEnumerable|toLocaleString|toString|valueOf|__defineGetter__|__defineSetter__|__lookupGetter__|__lookupSetter__)/:path*',
    '/api/(__proto__|constructor|hasOwnProperty|isPrototypeOf|propertyIsEnumerable|toLocaleString|toString|valueOf|__defineGetter__|__defineSetter__|__lookupGetter__|__lookupSetter__)',
    '/admin/login',
    '/admin/logout',
    '/admin/logout-inactivity',
    '/shared/:token',
    // Server actions only (a POST carrying Next-Action, or a form post to a page).
    { source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/((?!api/|_next/).*)',
      has: [
        {
          type: 'header',
          key: 'content-type',
          value: '(multipart/form-data|application/x-www-form-urlencoded).*',
        },
      ],
    },
  ],
}
