import { NextResponse, type NextRequest } from 'next/server'

import { sessionUserId } from '@/lib/auth/sessionUserId'
import { safeRedirectPath } from '@/lib/http/safeRedirect'
import { isServerActionRequest } from '@/lib/http/serverActionOrigin'
import { serverActionRefusal } from '@/lib/http/serverActionRefusals'
import { isSameOrigin, NOT_FROM_US } from '@/lib/http/sameOrigin'
import { jsonError } from '@/lib/http/refusals'
import { sharedPageRefused, takeSharedLinkLookup } from '@/lib/share/sharedLinkLimit'

/** A share link's public page (its images are counted by their route handler). */
const SHARED_PAGE = /^\/shared\/[^/]+\/?$/
/** Payload's upload file routes (public media, owner-only room images). */
const FILE_ROUTE = /^\/api\/(media|redesign-images)\/file\//
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])
const OVERRIDE_BODY_BYTES = 64 * 1024

/**
 * Admin login/logout lead to the site's Auth.js pages; bad server-action posts, share-page rate
 * limits and Payload's API without a session are answered here. The matcher admits only those:
 * a proxy on every page costs more CPU than serving the cached page (bench/README.md).
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  // Payload's REST/GraphQL serve staff only (src/lib/payload/staffOnlyApi.ts); no session is refused before Payload runs.
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
    if (!READS.has(request.method) && !isSameOrigin(request)) return jsonError(403, NOT_FROM_US)
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
    // Payload's API: not our own routes (src/app/api) nor upload files, which serve the site's images
    // (unless they carry a method override).
    '/api/((?!account|auth/|billing/|form-too-large|health|request-target-refused/|session|studio/|webhooks/|(?:media|redesign-images)/file/).*)',
    {
      source: '/api/:collection/file/:name*',
      has: [{ type: 'header', key: 'x-payload-http-method-override' }],
    },
    {
      source: '/api/:collection/file/:name*',
      has: [{ type: 'header', key: 'x-http-method-override' }],
    },
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
