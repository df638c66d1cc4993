import { NextResponse } from 'next/server'

import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { idParam } from '@/lib/http/idParam'
import { jsonError } from '@/lib/http/refusals'
import { withCustomer } from '@/lib/http/withCustomer'
import { revokeShare } from '@/lib/share/ownerShares'

/** DELETE: revokes the owner's share link. The page, its images and its preview answer 404 from
 *  the next request on (every request looks the link up; nothing shared caches it). */
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
