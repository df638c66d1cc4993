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

/** Old addresses (the redirects collection) are sent on before any page renders. */
export async function proxy(request: NextRequest) {
  const match = matchRedirect(await rules(), request.nextUrl.pathname)
  if (!match) return NextResponse.next()
  return NextResponse.redirect(new URL(match.location, request.url), match.permanent ? 308 : 307)
}

export const config = {
  // Pages only: not Next's assets, the API, the admin panel or files.
  matcher: ['/((?!_next/|api/|admin|_static/|favicon\\.svg|.*\\.(?:webp|png|jpg|svg|xml|txt|ico)$).*)'],
}
