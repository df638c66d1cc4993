import { NextResponse, type NextRequest } from 'next/server'

/**
 * Everyone signs in through Auth.js, so the admin panel's own login and logout screens lead to the
 * site's sign-in and sign-out (see src/lib/auth). Nothing else passes through here: a proxy on
 * every page costs each request more CPU than serving the cached page itself (bench/README.md),
 * so old addresses are resolved where a page finds nothing (src/lib/redirects/redirectOrNotFound.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname === '/admin/login') {
    const back = searchParams.get('redirect') ?? '/admin'
    const target = new URL('/sign-in', request.url)
    target.searchParams.set('callbackUrl', back.startsWith('/admin') ? back : '/admin')
    return NextResponse.redirect(target, 307)
  }
  return NextResponse.redirect(new URL('/sign-out', request.url), 307)
}

export const config = {
  matcher: ['/admin/login', '/admin/logout', '/admin/logout-inactivity'],
}
