import { NextResponse } from 'next/server'

import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { answerRefusals, schemaRefusal } from '@/lib/http/refusals'
import { noSuchRedesign, ownRedesignGet, ownRedesignPost } from '@/lib/redesign/redesignRoute'
import { createShare } from '@/lib/share/createShare'
import { listShares } from '@/lib/share/ownerShares'
import { isShareRequestError, shareRequestSchema } from '@/lib/share/createShare'

/** GET: the owner's live share links of this redesign (never their tokens). */
export const GET = ownRedesignGet(listShares, (links) => ({ links }))

/** POST { expiry, version }: 201 with the new share address, shown once (only its hash is kept). */
export const POST = ownRedesignPost(
  {
    signedOut: 'Please sign in to share your redesign.',
    what: 'share requests',
    maxBytes: BODY_LIMITS.shareForm,
    schema: shareRequestSchema,
    invalid: (error) => schemaRefusal(error, 'Choose when the link stops working.', 'expiry'),
    knownErrors: answerRefusals(isShareRequestError),
    failureLog: 'Creating a share link failed',
  },
  async (payload, user, id, request) => {
    const link = await createShare(payload, user, id, request)
    return link ? NextResponse.json({ link }, { status: 201 }) : noSuchRedesign()
  },
)
