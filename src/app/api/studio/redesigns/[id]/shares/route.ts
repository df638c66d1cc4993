import { NextResponse } from 'next/server'

import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { jsonBody } from '@/lib/http/jsonBody'
import { withCustomer } from '@/lib/http/withCustomer'
import { createShare } from '@/lib/share/createShare'
import { listShares } from '@/lib/share/ownerShares'
import { shareRequestSchema } from '@/lib/share/shareRequest'
import { isShareRequestError } from '@/lib/share/shareRequestError'
import { answerRefusals, schemaRefusal } from '@/lib/http/refusals'
import {
  noSuchRedesign,
  ownRedesignGet,
  redesignIdParam,
  unconfirmedCustomer,
} from '@/lib/redesign/redesignRoute'

/** GET: the owner's live share links of this redesign (never their tokens). */
export const GET = ownRedesignGet(listShares, (links) => ({ links }))

/**
 * POST `{ expiry, version }`: a new share link of the owner's finished redesign → 201 with its
 * address, shown this once (only the token's hash is kept).
 */
export const POST = withCustomer(
  {
    params: redesignIdParam,
    signedOut: 'Please sign in to share your redesign.',
    unconfirmed: unconfirmedCustomer,
    rateLimit: { rule: 'studio', what: 'share requests' },
    body: { maxBytes: BODY_LIMITS.shareForm },
    knownErrors: answerRefusals(isShareRequestError),
    failure: { log: 'Creating a share link failed' },
  },
  async ({ payload, user, params: { id }, body }) => {
    const parsed = shareRequestSchema.safeParse(jsonBody(body) ?? {})
    if (!parsed.success)
      return schemaRefusal(parsed.error, 'Choose when the link stops working.', 'expiry')
    const link = await createShare(payload, user, id, parsed.data)
    return link ? NextResponse.json({ link }, { status: 201 }) : noSuchRedesign()
  },
)
