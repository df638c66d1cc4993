import { NextResponse } from 'next/server'

import { getSettings } from '@/lib/env'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { withCustomer } from '@/lib/http/withCustomer'
import { runAgain } from '@/lib/redesign/runAgain'
import {
  noSuchRedesign,
  redesignIdParam,
  redesignRefusals,
  unconfirmedCustomer,
} from '@/lib/redesign/redesignRoute'

/** POST "Try again"/"Run again": same photo and settings, charged again → 201 { id }. */
export const POST = withCustomer(
  {
    params: redesignIdParam,
    signedOut: 'Please sign in to redesign a room.',
    unconfirmed: unconfirmedCustomer,
    rateLimit: { rule: 'studio', what: 'redesign requests' },
    body: { maxBytes: BODY_LIMITS.studioNoBody },
    knownErrors: redesignRefusals,
    failure: {
      log: 'Running a redesign again failed',
      message:
        'Something went wrong on our side; nothing was charged. Please try again in a minute.',
    },
  },
  async ({ payload, user, params: { id } }) => {
    const again = await runAgain(payload, user, id, getSettings())
    if (!again) return noSuchRedesign()
    const { redesign, created } = again
    return NextResponse.json(
      { id: redesign.id, status: redesign.status },
      { status: created ? 201 : 200 },
    )
  },
)
