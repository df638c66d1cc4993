import { NextResponse } from 'next/server'

import { getSettings } from '@/lib/env'
import { apiRoute } from '@/lib/http/apiRoute'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { isSameOrigin, jsonError } from '@/lib/http/jsonError'
import { parseId } from '@/lib/http/parseId'
import { takeRateLimit, userKey } from '@/lib/http/rateLimit'
import { readRouteBody, refuseBody } from '@/lib/http/routeBody'
import { tooManyRequestsJson } from '@/lib/http/tooManyRequests'
import { payloadClient } from '@/lib/payload/client'
import { cancelRedesign } from '@/lib/redesign/cancelRedesign'
import type { User } from '@/payload-types'

type Context = { params: Promise<{ id: string }> }

/** POST: stop a queued or running redesign and return its credits. */
export const POST = apiRoute(async (request: Request, context: Context) => {
  if (!isSameOrigin(request)) return jsonError(403, 'This request did not come from Roomwise.')
  // Not an id: no redesign has it, whoever asks (cheapest check first).
  const id = parseId((await context.params).id)
  if (id === null)
    return jsonError(
      400,
      'That is not a redesign number. Open the redesign from your list and cancel it there.',
    )
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return jsonError(401, 'Please sign in first.')
  const verdict = await takeRateLimit('studio', userKey(user.id))
  if (!verdict.ok) return tooManyRequestsJson(verdict.retryAfterSeconds, 'redesign requests')
  // No body is expected; whatever was sent is read (bounded) and ignored.
  const body = await readRouteBody(request, BODY_LIMITS.studioCancel)
  if (!body.ok) return refuseBody(body.problem, BODY_LIMITS.studioCancel)
  const outcome = await cancelRedesign(payload, user as User, id, getSettings())
  if (outcome === 'not-found') return jsonError(404, 'There is no such redesign.')
  if (outcome === 'already-finished')
    return jsonError(409, 'This redesign has already finished, so there is nothing to cancel.')
  return NextResponse.json({ id, status: 'canceled' })
})
