import type { NextRequest } from 'next/server'

import { apiRoute } from '@/lib/http/apiRoute'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { addressKey, takeRateLimit } from '@/lib/http/rateLimit'
import { tooManyRequestsPage } from '@/lib/http/refusals'
import { withBoundedBody } from '@/lib/http/withBoundedBody'
import { withSafeCallbackUrl } from './safeCallbackUrl'

type Handler = (request: NextRequest) => Promise<Response>

/** Requests that may sign someone in (and, the first time, create an account with free credits). */
function isSignInAttempt(request: NextRequest): boolean {
  const { pathname } = new URL(request.url)
  if (pathname.startsWith('/api/auth/callback/')) return true // OAuth return (GET) and credentials (POST)
  return request.method === 'POST' && pathname.startsWith('/api/auth/signin')
}

/** Auth.js handlers as our API route: rate-limited sign-in, bounded bodies, safe callbackUrl. */
export function guardAuthRoute(handler: Handler): Handler {
  const bounded = withBoundedBody(handler, () => BODY_LIMITS.authForm)
  return apiRoute(async (incoming: NextRequest) => {
    const request = withSafeCallbackUrl(incoming)
    if (isSignInAttempt(request)) {
      const verdict = await takeRateLimit('signIn', addressKey(request.headers))
      if (!verdict.ok)
        return tooManyRequestsPage(
          verdict.retryAfterSeconds,
          'sign-in attempts from your network',
          { href: '/sign-in', label: 'Back to sign-in' },
        )
    }
    return bounded(request)
  })
}
