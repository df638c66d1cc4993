import { NextResponse } from 'next/server'

import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { idParam } from '@/lib/http/idParam'
import { jsonBody } from '@/lib/http/jsonBody'
import { jsonError } from '@/lib/http/jsonError'
import { withCustomer } from '@/lib/http/withCustomer'
import { createShare } from '@/lib/share/createShare'
import { listShares } from '@/lib/share/ownerShares'
import { shareRequestSchema } from '@/lib/share/shareRequest'
import { ShareRequestError } from '@/lib/share/shareRequestError'

const NOT_AN_ID = 'That is not a redesign number. Open the redesign from your list.'
const NOT_FOUND = 'There is no such redesign.'

/** GET: the owner's live share links of this redesign (never their tokens). */
export const GET = withCustomer(
  { params: idParam(NOT_AN_ID), signedOut: 'Please sign in first.' },
  async ({ payload, user, params: { id } }) => {
    const links = await listShares(payload, user, id)
    return links ? NextResponse.json({ links }) : jsonError(404, NOT_FOUND)
  },
)

/**
 * POST `{ expiry, version }`: a new share link of the owner's finished redesign → 201 with its
 * address, shown this once (only the token's hash is kept).
 */
export const POST = withCustomer(
  {
    params: idParam(NOT_AN_ID),
    signedOut: 'Please sign in to share your redesign.',
    unconfirmed: () => jsonError(403, 'Please confirm your age and the terms first.'),
    rateLimit: { rule: 'studio', what: 'share requests' },
    body: { maxBytes: BODY_LIMITS.shareForm },
    knownErrors: (error) =>
      error instanceof ShareRequestError
        ? jsonError(error.status, error.message, error.field)
        : undefined,
    failure: { log: 'Creating a share link failed' },
  },
  async ({ payload, user, params: { id }, body }) => {
    const parsed = shareRequestSchema.safeParse(jsonBody(body) ?? {})
    if (!parsed.success)
      return jsonError(
        400,
        parsed.error.issues[0]?.message ?? 'Choose when the link stops working.',
        'expiry',
      )
    const link = await createShare(payload, user, id, parsed.data)
    return link ? NextResponse.json({ link }, { status: 201 }) : jsonError(404, NOT_FOUND)
  },
)
