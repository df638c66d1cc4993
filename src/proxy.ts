import { NextResponse, type NextRequest } from 'next/server'

import { loadRedirectRules } from '@/lib/redirects/loadRedirectRules'
import { matchRedirect, type RedirectRule } from '@/lib/redirects/matchRedirect'

// Redirect records change rarely; reading them at most every 15 s keeps requests free of queries
// while an editor's new redirect still applies within seconds.
const TTL_MS = 15_000
let cache: { rules: RedirectRule[]; loadedAt: number } | undefined
let loading: Promise<RedirectRule[]> | undefined

async function rules(): Promise<RedirectRule[]> {
  if (cache && Date.now() - cache.loadedAt < TTL_MS) return cache.rules
  loading ??= loadRedirectRules()
    .then((loaded) => {
      cache = { rules: loaded, loadedAt: Date.now() }
      return loaded
    })
    .catch((error: unknown) => {
      console.error('Could not load redirects:', error instanceof Error ? error.message : error)
      return cache?.rules ?? []
    })
    .finally(() => {
      loading = undefined
    })
  return loading
}

/**
 * Everyone signs in through Auth.js, so the admin panel's own login and logout screens lead to the
 * site's sign-in and sign-out (see src/lib/auth).
 */
function adminAuthRedirect(request: NextRequest): NextResponse | undefined {
  const { pathname, searchParams } = request.nextUrl
  if (pathname === '/admin/login') {
    const back = searchParams.get('redirect') ?? '/admin'
    const target = new URL('/sign-in', request.url)
    target.searchParams.set('callbackUrl', back.startsWith('/admin') ? back : '/admin')
    return NextResponse.redirect(target, 307)
  }
  if (pathname === '/admin/logout' || pathname === '/admin/logout-inactivity') {
    return NextResponse.redirect(new URL('/sign-out', request.url), 307)
  }
  return undefined
}

/** Old addresses (the redirects collection) are sent on before any page renders. */
export async function proxy(request: NextRequest) {
  const admin = adminAuthRedirect(request)
  if (admin) return admin
  const match = matchRedirect(await rules(), request.nextUrl.pathname)
  if (!match) return NextResponse.next()
  return NextResponse.redirect(new URL(match.location, request.url), match.permanent ? 308 : 307)
}

export const config = {
  // Pages only: not Next's assets, the API, the admin panel or files.
  matcher: [
    '/admin/login',
    '/admin/logout',
    '/admin/logout-inactivity',
    '/((?!_next/|api/|admin|_static/|favicon\\.svg|.*\\.(?:webp|png|jpg|svg|xml|txt|ico)$).*)',
  ],
}
