import type { NextRequest } from 'next/server'

import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { PRIVATE_NO_STORE, withCacheControl } from '@/lib/http/cacheControl'
import { finishUnreadBody } from '@/lib/http/finishBody'
import { addressKey, takeRateLimit } from '@/lib/http/rateLimit'
import { tooManyRequestsPage } from '@/lib/http/tooManyRequests'
import { withBoundedBody } from '@/lib/http/withBoundedBody'
import { withSafeCallbackUrl } from './safeCallbackUrl'

type Handler = (request: NextRequest) => Promise<Response>

/** Requests that may sign someone in (and, the first time, create an account with free credits). */
function isSignInAttempt(request: NextRequest): boolean {
  const { pathname } = new URL(request.url)
  if (pathname.startsWith('/api/auth/callback/')) return true // OAuth return (GET) and credentials (POST)
  return request.method === 'POST' && pathname.startsWith('/api/auth/signin')
}

/**
 * Auth.js's route handlers (/api/auth/*), handler → handler: sign-in attempts are rate limited per
 * client address (RATE_LIMIT_SIGN_IN_PER_MINUTE), bodies are bounded (BODY_LIMITS.authForm), and
 * every answer (session, CSRF token, cookies) is private, and callbackUrl passes our safe-redirect
 * gate before Auth.js judges it (withSafeCallbackUrl).
 */
export function guardAuthRoute(handler: Handler): Handler {
  const bounded = withBoundedBody(handler, () => BODY_LIMITS.authForm)
  return async (incoming) => {
    const request = withSafeCallbackUrl(incoming)
    if (isSignInAttempt(request)) {
      const verdict = await takeRateLimit('signIn', addressKey(request.headers))
      if (!verdict.ok) {
        finishUnreadBody(request)
        return tooManyRequestsPage(
          verdict.retryAfterSeconds,
          'sign-in attempts from your network',
          { href: '/sign-in', label: 'Back to sign-in' },
        )
      }
    }
    return withCacheControl(await bounded(request), PRIVATE_NO_STORE)
  }
}
