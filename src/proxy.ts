import { NextResponse, type NextRequest } from 'next/server'

import { safeRedirectPath } from '@/lib/http/safeRedirect'
import { isServerActionRequest } from '@/lib/http/serverActionOrigin'
import { serverActionRefusal } from '@/lib/http/serverActionRefusals'
import { sharedPageRefused, takeSharedLinkLookup } from '@/lib/share/sharedLinkLimit'

/** A share link's public page (its images are counted by their route handler). */
const SHARED_PAGE = /^\/shared\/[^/]+\/?$/

/**
 * Everyone signs in through Auth.js, so the admin panel's own login and logout screens lead to the
 * site's sign-in and sign-out (see src/lib/auth). Server-action posts their action must never see
 * (another origin, too large, not form data) are answered here (serverActionRefusals.ts). A share
 * link's page is counted against its rate limit here, since a page cannot answer 429. Nothing else
 * passes through: a proxy on every page costs each request more CPU than serving the cached page
 * itself (bench/README.md), so the matcher below admits only those requests, and old addresses
 * are resolved where a page finds nothing (src/lib/redirects/redirectOrNotFound.ts).
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
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
