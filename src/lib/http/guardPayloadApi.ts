import type { SanitizedConfig } from 'payload'

import { refuseMalformedGraphql, refuseMalformedRest } from '@/lib/payload/routeGuards'
import { BODY_LIMITS } from './bodyLimits'
import { payloadRestBodyLimit } from './payloadBodyLimits'
import { withValidIds, type PayloadRouteHandler } from './payloadIdGuard'
import { withPrivateCaching } from './privateApiResponses'
import { withAnonymousApiLimit } from './withAnonymousApiLimit'
import { withBoundedBody } from './withBoundedBody'
import { withRequestId } from './withRequestId'
import { withSameOriginWrites } from './withSameOriginWrites'

type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Everything in front of Payload's REST handlers (src/app/(payload)/api/[...slug]/route.ts), in
 * one place, outermost first: a request id on every answer that refuses, private caching for
 * credentialed answers, cookie-carrying writes from other sites refused, the anonymous rate limit, ids that fit an integer
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
            withValidIds(config)(
              withBoundedBody(refuseMalformedRest(config, handler), payloadRestBodyLimit),
            ),
          ),
        ),
      ),
    )

/** Payload's GraphQL handler (src/app/(payload)/api/graphql/route.ts), the same way. */
export const guardPayloadGraphql = <C>(handler: Handler<C>): Handler<C> =>
  withRequestId(
    withPrivateCaching(
      withSameOriginWrites(
        withAnonymousApiLimit(
          withBoundedBody(refuseMalformedGraphql(handler), () => BODY_LIMITS.graphql),
        ),
      ),
    ),
  )
