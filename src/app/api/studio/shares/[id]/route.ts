import { NextResponse } from 'next/server'

import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { idParam } from '@/lib/http/parseId'
import { jsonError } from '@/lib/http/refusals'
import { withCustomer } from '@/lib/http/withCustomer'
import { revokeShare } from '@/lib/share/ownerShares'

/** DELETE: revokes the share; page, images and preview 404 from the next request (nothing caches it). */
export const DELETE = withCustomer(
  {
    params: idParam('That is not a share link number.'),
    rateLimit: { rule: 'studio', what: 'share requests' },
    body: { maxBytes: BODY_LIMITS.shareForm },
    failure: { log: 'Revoking a share link failed' },
  },
  async ({ payload, user, params: { id } }) =>
    (await revokeShare(payload, user, id))
      ? NextResponse.json({ id, revoked: true })
      : jsonError(404, 'There is no such share link.'),
)
