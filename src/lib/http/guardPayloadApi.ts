import type { SanitizedConfig } from 'payload'

import { sessionUserId } from '@/lib/auth/sessionUserId'
import { refuseMalformedGraphql, refuseMalformedRest } from '@/lib/payload/routeGuards'
import type { RouteHandler } from './routeHandler'
import { BODY_LIMITS } from './bodyLimits'
import { finishUnreadBody } from './finishBody'
import { withValidIds, type PayloadRouteHandler } from './payloadIdGuard'
import { withPrivateCaching } from './privateApiResponses'
import { addressKey, takeRateLimit } from './rateLimit'
import { withRequestId } from './requestId'
import { withSameOriginWrites } from './sameOrigin'
import { isStaffRequest, withStaffOnlyDocAccess } from './staffOnlyDocAccess'
import { tooManyRequestsJson } from './tooManyRequests'
import { withBoundedBody } from './withBoundedBody'

/**
 * How much of a body Payload's REST API reads: editors and admins write documents and upload
 * media through it (the admin panel); nobody else has a reason to send more than a small form,
 * so the public and customers are held to a few kilobytes before Payload buffers anything.
 */
async function payloadRestBodyLimit(request: Request): Promise<number> {
  if (!(await isStaffRequest(request.headers))) return BODY_LIMITS.restPublic
  const multipart = (request.headers.get('content-type') ?? '')
    .toLowerCase()
    .startsWith('multipart/')
  return multipart ? BODY_LIMITS.restStaffUpload : BODY_LIMITS.restStaffJson
}

/** Payload's file route serves the site's own images on every page view: never counted. */
const FILE_ROUTE = /^\/api\/[^/]+\/file\//

/**
 * Payload's REST and GraphQL APIs for clients without a session: the site's pages never call
 * them (they use the local API), so these are scripts and scrapers, held to
 * RATE_LIMIT_ANONYMOUS_API_PER_MINUTE per client address. A valid session cookie is checked
 * cryptographically (no database), so a made-up cookie does not escape the limit.
 */
function withAnonymousApiLimit<R extends Request, Rest extends unknown[]>(
  handler: RouteHandler<R, Rest>,
): RouteHandler<R, Rest> {
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

/**
 * Everything in front of Payload's REST handlers (src/app/(payload)/api/[...slug]/route.ts), in
 * one place, outermost first: a request id on every answer that refuses, private caching for
 * credentialed answers, cookie-carrying writes from other sites refused, the anonymous rate limit,
 * per-document permissions for editors only, ids that fit an integer
 * column, then the body read bounded by who is writing, and last the requests Payload itself
 * would crash on (src/lib/payload/routeGuards.ts), judged on those bounded bytes.
 */
export const guardPayloadRest =
  (config: Promise<SanitizedConfig> | SanitizedConfig) =>
  (handler: PayloadRouteHandler): PayloadRouteHandler =>
    withRequestId(
      withPrivateCaching(
        withSameOriginWrites(
          withAnonymousApiLimit(
            withStaffOnlyDocAccess(
              withValidIds(config)(
                withBoundedBody(refuseMalformedRest(config, handler), payloadRestBodyLimit),
              ),
            ),
          ),
        ),
      ),
    )

/** Payload's GraphQL handler (src/app/(payload)/api/graphql/route.ts), the same way. */
export const guardPayloadGraphql = <C>(handler: RouteHandler<Request, [C]>) =>
  withRequestId(
    withPrivateCaching(
      withSameOriginWrites(
        withAnonymousApiLimit(
          withBoundedBody(refuseMalformedGraphql(handler), () => BODY_LIMITS.graphql),
        ),
      ),
    ),
  )
