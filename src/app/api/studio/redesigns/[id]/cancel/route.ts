import { NextResponse } from 'next/server'

import { getSettings } from '@/lib/env'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { idParam } from '@/lib/http/parseId'
import { jsonError } from '@/lib/http/refusals'
import { withCustomer } from '@/lib/http/withCustomer'
import { cancelRedesign } from '@/lib/redesign/cancelRedesign'
import { noSuchRedesign } from '@/lib/redesign/redesignRoute'

/** POST: stop a queued or running redesign and return its credits. */
export const POST = withCustomer(
  {
    // Its own words for a bad id: the person is about to cancel, so it says where to do that.
    params: idParam(
      'That is not a redesign number. Open the redesign from your list and cancel it there.',
    ),
    rateLimit: { rule: 'studio', what: 'redesign requests' },
    // No body is expected; whatever was sent is read (bounded) and ignored.
    body: { maxBytes: BODY_LIMITS.studioNoBody },
  },
  async ({ payload, user, params: { id } }) => {
    const outcome = await cancelRedesign(payload, user, id, getSettings())
    if (outcome === 'not-found') return noSuchRedesign()
    if (outcome === 'already-finished')
      return jsonError(409, 'This redesign has already finished, so there is nothing to cancel.')
    return NextResponse.json({ id, status: 'canceled' })
  },
)
