import { NextResponse } from 'next/server'

import { getSettings } from '@/lib/env'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { idParam } from '@/lib/http/idParam'
import { jsonError } from '@/lib/http/jsonError'
import { withCustomer } from '@/lib/http/withCustomer'
import { RedesignRequestError } from '@/lib/redesign/redesignRequest'
import { runAgain } from '@/lib/redesign/runAgain'

/**
 * POST: "Try again" / "Run again": a new redesign of the same photo with the same settings,
 * charged again → 201 { id }. No body is expected (nothing the client says changes what is run).
 */
export const POST = withCustomer(
  {
    params: idParam('That is not a redesign number. Open the redesign from your list.'),
    signedOut: 'Please sign in to redesign a room.',
    rateLimit: { rule: 'studio', what: 'redesign requests' },
    body: { maxBytes: BODY_LIMITS.studioCancel },
    knownErrors: (error) =>
      error instanceof RedesignRequestError
        ? jsonError(error.status, error.message, error.field)
        : undefined,
    failure: {
      log: 'Running a redesign again failed',
      message:
        'Something went wrong on our side; nothing was charged. Please try again in a minute.',
    },
  },
  async ({ payload, user, params: { id } }) => {
    const redesign = await runAgain(payload, user, id, getSettings())
    if (!redesign) return jsonError(404, 'There is no such redesign.')
    return NextResponse.json({ id: redesign.id, status: redesign.status }, { status: 201 })
  },
)
