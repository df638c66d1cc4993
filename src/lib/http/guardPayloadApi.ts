import type { NextRequest } from 'next/server'

import { BODY_LIMITS } from './bodyLimits'
import { payloadRestBodyLimit } from './payloadBodyLimits'
import { withAnonymousApiLimit } from './withAnonymousApiLimit'
import { withBoundedBody } from './withBoundedBody'

type Handler<Rest extends unknown[]> = (request: NextRequest, ...rest: Rest) => Promise<Response>

/**
 * Payload's REST handlers (src/app/(payload)/api/[...slug]/route.ts), handler → handler: the
 * anonymous rate limit first (cheapest), then the body read bounded by who is writing.
 */
export const guardPayloadRest = <Rest extends unknown[]>(handler: Handler<Rest>): Handler<Rest> =>
  withAnonymousApiLimit(withBoundedBody(handler, payloadRestBodyLimit))

/** Payload's GraphQL handler (src/app/(payload)/api/graphql/route.ts), the same way. */
export const guardPayloadGraphql = <Rest extends unknown[]>(handler: Handler<Rest>): Handler<Rest> =>
  withAnonymousApiLimit(withBoundedBody(handler, () => BODY_LIMITS.graphql))
