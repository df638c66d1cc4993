import { unstable_rethrow } from 'next/navigation'
import type { Payload } from 'payload'

import { isConfirmed } from '@/lib/auth/authPaths'
import { payloadClient } from '@/lib/payload/client'
import type { User } from '@/payload-types'
import { apiRoute } from './apiRoute'
import { jsonError } from './refusals'
import { takeRateLimit, userKey, type RateLimitRule } from './rateLimit'
import { failureAnswer, requestIdOf } from './requestId'
import { readRouteBody, refuseBody } from './routeBody'
import { isSameOrigin, NOT_FROM_US } from './sameOrigin'
import { tooManyRequestsJson, tooManyRequestsPage } from './refusals'

type RawParams = Record<string, string>
type RouteContext = { params: Promise<RawParams> }

export type CustomerRequest<P> = {
  request: Request
  payload: Payload
  user: User
  params: P
  body: Uint8Array<ArrayBuffer>
}

export type CustomerRouteOptions<P> = {
  /** The route's parameters, checked before the session: a malformed id is refused whoever asks. */
  params?: (raw: RawParams) => P | Response
  /** A signed-out visitor's 401 sentence, or (a plain form) this answer. */
  signedOut?: string | ((request: Request) => Response)
  /** For customers who have confirmed their age and the terms; everyone else gets this answer. */
  unconfirmed?: (request: Request) => Response
  /** The route's per-customer budget: 429 "Too many <what>" as JSON, or a page linking `back`. */
  rateLimit?: { rule: RateLimitRule; what: string; back?: { href: string; label: string } }
  /** The most the route reads of a body, and what a too-large one is told (and which field). */
  body?: { maxBytes: number; tooLarge?: string; field?: string }
  /** Refusals the domain throws on purpose (a bad form, an unknown plan) mapped to their answer. */
  knownErrors?: (error: unknown) => Response | undefined
  /** A real failure: logged with `log` and the request id, answered 500 with `message` (or `answer`). */
  failure?: { log: string; message?: string; answer?: () => Response }
}

const SIGN_IN_FIRST = 'Please sign in first.'

// The one opening of every customer route: request id, private caching, same origin, params, session,
// terms confirmation, rate limit, bounded body, and errors mapped to answers a person can act on.
export function withCustomer<P = RawParams>(
  options: CustomerRouteOptions<P>,
  handler: (customer: CustomerRequest<P>) => Promise<Response>,
) {
  const {
    signedOut = SIGN_IN_FIRST,
    unconfirmed,
    rateLimit,
    body: limit,
    knownErrors,
    failure,
  } = options
  return apiRoute(async (request: Request, context: RouteContext): Promise<Response> => {
    if (!isSameOrigin(request)) return jsonError(403, NOT_FROM_US)
    const raw = (await context?.params) ?? {}
    const params = options.params ? options.params(raw) : (raw as P)
    if (params instanceof Response) return params

    const payload = await payloadClient()
    const { user } = await payload.auth({ headers: request.headers })
    if (!user) return typeof signedOut === 'string' ? jsonError(401, signedOut) : signedOut(request)
    if (unconfirmed && !isConfirmed(user)) return unconfirmed(request)
    if (rateLimit) {
      const verdict = await takeRateLimit(rateLimit.rule, userKey(user.id))
      if (!verdict.ok)
        return rateLimit.back
          ? tooManyRequestsPage(verdict.retryAfterSeconds, rateLimit.what, rateLimit.back)
          : tooManyRequestsJson(verdict.retryAfterSeconds, rateLimit.what)
    }
    let body = new Uint8Array()
    if (limit) {
      const read = await readRouteBody(request, limit.maxBytes)
      if (!read.ok) return refuseBody(read.problem, limit.maxBytes, limit.tooLarge, limit.field)
      body = read.bytes
    }

    try {
      return await handler({ request, payload, user, params, body })
    } catch (error) {
      unstable_rethrow(error) // Next's own redirect and not-found signals
      const known = knownErrors?.(error)
      if (known) return known
      // A real failure: its log line and the answer share an id, so a report leads to the stack.
      const requestId = requestIdOf(request.headers)
      const log = `${failure?.log ?? 'A customer request failed'} (user ${user.id})`
      payload.logger.error({ err: error, requestId, msg: log })
      return failure?.answer?.() ?? failureAnswer(requestId, failure?.message)
    }
  })
}
