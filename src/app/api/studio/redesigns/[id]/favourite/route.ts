import { NextResponse } from 'next/server'

import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { jsonError, schemaRefusal } from '@/lib/http/refusals'
import { favouriteRequestSchema, favouriteResult } from '@/lib/redesign/favouriteResult'
import { ownRedesignPost } from '@/lib/redesign/redesignRoute'

/** POST `{ version, favourite }`: marks or unmarks one result of the customer's redesign. */
export const POST = ownRedesignPost(
  {
    what: 'redesign requests',
    maxBytes: BODY_LIMITS.studioFavourite,
    schema: favouriteRequestSchema,
    invalid: (error) => schemaRefusal(error, 'Say which version to mark.'),
    failureLog: 'Marking a favourite failed',
  },
  async (payload, user, id, request) => {
    const outcome = await favouriteResult(payload, user, id, request)
    if (outcome === 'not-found') return jsonError(404, 'There is no such redesign or version.')
    return NextResponse.json({ id, version: request.version, favourite: outcome.favourite })
  },
)
