import { sessionUserId } from '@/lib/auth/sessionUserId'
import { finishUnreadBody } from './finishBody'
import { addressKey, takeRateLimit } from './rateLimit'
import { tooManyRequestsJson } from './tooManyRequests'

type Handler<R extends Request, Rest extends unknown[]> = (
  request: R,
  ...rest: Rest
) => Promise<Response>

/** Payload's file route serves the site's own images on every page view: never counted. */
const FILE_ROUTE = /^\/api\/[^/]+\/file\//

/**
 * Payload's REST and GraphQL APIs for clients without a session: the site's pages never call
 * them (they use the local API), so these are scripts and scrapers, held to
 * RATE_LIMIT_ANONYMOUS_API_PER_MINUTE per client address. A valid session cookie is checked
 * cryptographically (no database), so a made-up cookie does not escape the limit.
 */
export function withAnonymousApiLimit<R extends Request, Rest extends unknown[]>(
  handler: Handler<R, Rest>,
): Handler<R, Rest> {
  return async (request, ...rest) => {
    const counted = request.method !== 'OPTIONS' && !FILE_ROUTE.test(new URL(request.url).pathname)
    if (counted && !(await sessionUserId(request.headers))) {
      const verdict = await takeRateLimit('anonymousApi', addressKey(request.headers))
      if (!verdict.ok) {
        finishUnreadBody(request)
        return tooManyRequestsJson(verdict.retryAfterSeconds, 'API requests from your network')
      }
    }
    return handler(request, ...rest)
  }
}
