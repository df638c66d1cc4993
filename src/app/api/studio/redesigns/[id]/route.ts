import { NextResponse } from 'next/server'

import { getSettings } from '@/lib/env'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { idParam } from '@/lib/http/idParam'
import { jsonError } from '@/lib/http/jsonError'
import { withCustomer } from '@/lib/http/withCustomer'
import { deleteRedesign } from '@/lib/redesign/deleteRedesign'
import { findRedesignView } from '@/lib/redesign/redesignView'

const NOT_AN_ID = 'That is not a redesign number. Open the redesign from your list.'
const NOT_FOUND = 'There is no such redesign.'

/** GET: the redesign as its page shows it (RedesignView), polled by the page while it runs. */
export const GET = withCustomer(
  { params: idParam(NOT_AN_ID), signedOut: 'Please sign in first.' },
  async ({ payload, user, params: { id } }) => {
    const view = await findRedesignView(payload, user, id)
    return view ? NextResponse.json(view) : jsonError(404, NOT_FOUND)
  },
)

/**
 * DELETE: the customer's own redesign and its images, in any status. A queued or running one is
 * cancelled first, so its credits come back once (src/lib/redesign/deleteRedesign.ts).
 */
export const DELETE = withCustomer(
  {
    params: idParam(NOT_AN_ID),
    signedOut: 'Please sign in first.',
    body: { maxBytes: BODY_LIMITS.studioCancel },
    failure: {
      log: 'Deleting a redesign failed',
      message: 'The redesign could not be deleted just now. Please try again in a minute.',
    },
  },
  async ({ payload, user, params: { id } }) =>
    (await deleteRedesign(payload, user, id, getSettings()))
      ? NextResponse.json({ id, deleted: true })
      : jsonError(404, NOT_FOUND),
)
