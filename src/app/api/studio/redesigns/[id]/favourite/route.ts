import { NextResponse } from 'next/server'

import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { jsonBody } from '@/lib/http/jsonBody'
import { jsonError } from '@/lib/http/jsonError'
import { withCustomer } from '@/lib/http/withCustomer'
import { favouriteRequestSchema, favouriteResult } from '@/lib/redesign/favouriteResult'
import { schemaRefusal } from '@/lib/http/refusals'
import { redesignIdParam } from '@/lib/redesign/redesignRoute'

/** POST `{ version, favourite }`: marks or unmarks one result of the customer's redesign. */
export const POST = withCustomer(
  {
    params: redesignIdParam,
    signedOut: 'Please sign in first.',
    rateLimit: { rule: 'studio', what: 'redesign requests' },
    body: { maxBytes: BODY_LIMITS.studioFavourite },
  },
  async ({ payload, user, params: { id }, body }) => {
    const parsed = favouriteRequestSchema.safeParse(jsonBody(body))
    if (!parsed.success) return schemaRefusal(parsed.error, 'Say which version to mark.')
    const outcome = await favouriteResult(payload, user, id, parsed.data)
    if (outcome === 'not-found') return jsonError(404, 'There is no such redesign or version.')
    return NextResponse.json({ id, version: parsed.data.version, favourite: outcome.favourite })
  },
)
