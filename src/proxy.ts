import { NextResponse, type NextRequest } from 'next/server'

import { sessionUserId } from '@/lib/auth/sessionUserId'
import { safeRedirectPath } from '@/lib/http/safeRedirect'
import { isServerActionRequest } from '@/lib/http/serverActionOrigin'
import { serverActionRefusal } from '@/lib/http/serverActionRefusals'
import { jsonError } from '@/lib/http/refusals'
import { sharedPageRefused, takeSharedLinkLookup } from '@/lib/share/sharedLinkLimit'

/** A share link's public page (its images are counted by their route handler). */
const SHARED_PAGE = /^\/shared\/[^/]+\/?$/

/**
 * Admin login/logout lead to the site's Auth.js pages; bad server-action posts, share-page rate
 * limits and Payload's API without a session are answered here. The matcher admits only those:
 * a proxy on every page costs more CPU than serving the cached page (bench/README.md).
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  // Payload's REST/GraphQL serve staff only (src/lib/payload/staffOnlyApi.ts); no session is refused before Payload runs.
  if (pathname.startsWith('/api/')) {
    if (!(await sessionUserId(request.headers))) return jsonError(401, 'Sign in as an editor.')
    // Payload parses a JSON override body before any check (a bad one is a 500); the admin sends a query string.
    const override =
      request.headers.get('x-payload-http-method-override') ??
      request.headers.get('x-http-method-override')
    if (
      override &&
      !request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')
    )
      return jsonError(415, 'Send the overridden query as application/x-www-form-urlencoded.')
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
    // Payload's API: not our own routes (src/app/api) nor upload files, which serve the site's images.
    '/api/((?!account|auth/|billing/|form-too-large|health|request-target-refused/|session|studio/|webhooks/|[^/]+/file/).*)',
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
