import { NextResponse } from 'next/server'

import { getSettings } from '@/lib/env'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { withCustomer } from '@/lib/http/withCustomer'
import { deleteRedesign } from '@/lib/redesign/cancelRedesign'
import { findRedesignView } from '@/lib/redesign/redesignView'
import { noSuchRedesign, ownRedesignGet, redesignIdParam } from '@/lib/redesign/redesignRoute'

/** GET: the redesign as its page shows it (RedesignView), polled by the page while it runs. */
export const GET = ownRedesignGet(findRedesignView, (view) => view)

/** DELETE own redesign and images in any status; running ones are cancelled first (refunded once). */
export const DELETE = withCustomer(
  {
    params: redesignIdParam,
    body: { maxBytes: BODY_LIMITS.studioNoBody },
    failure: {
      log: 'Deleting a redesign failed',
      message: 'The redesign could not be deleted just now. Please try again in a minute.',
    },
  },
  async ({ payload, user, params: { id } }) =>
    (await deleteRedesign(payload, user, id, getSettings()))
      ? NextResponse.json({ id, deleted: true })
      : noSuchRedesign(),
)
