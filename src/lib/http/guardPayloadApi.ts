import type { SanitizedConfig } from 'payload'

import { BODY_LIMITS } from './bodyLimits'
import { payloadRestBodyLimit } from './payloadBodyLimits'
import { withValidIds, type PayloadRouteHandler } from './payloadIdGuard'
import { withPrivateCaching } from './privateApiResponses'
import { withAnonymousApiLimit } from './withAnonymousApiLimit'
import { withBoundedBody } from './withBoundedBody'
import { withRequestId } from './withRequestId'

type Handler<Rest extends unknown[]> = (request: Request, ...rest: Rest) => Promise<Response>

/**
 * Everything in front of Payload's REST handlers (src/app/(payload)/api/[...slug]/route.ts), in
 * one place, outermost first: a request id on every answer that refuses, private caching for
 * credentialed answers, the anonymous rate limit (cheapest refusal), ids that fit an integer
 * column, then the body read bounded by who is writing.
 */
export const guardPayloadRest =
  (config: Promise<SanitizedConfig> | SanitizedConfig) =>
  (handler: PayloadRouteHandler): PayloadRouteHandler =>
    withRequestId(withPrivateCaching(withAnonymousApiLimit(withValidIds(config)(withBoundedBody(handler, payloadRestBodyLimit)))))

/** Payload's GraphQL handler (src/app/(payload)/api/graphql/route.ts), the same way. */
export const guardPayloadGraphql = <Rest extends unknown[]>(handler: Handler<Rest>): Handler<Rest> =>
  withRequestId(withPrivateCaching(withAnonymousApiLimit(withBoundedBody(handler, () => BODY_LIMITS.graphql))))
