import { hasRole } from '@/access/roles'
import { sessionUserId } from '@/lib/auth/sessionUserId'
import { payloadClient } from '@/lib/payload/client'
import type { User } from '@/payload-types'
import { BODY_LIMITS } from './bodyLimits'

/**
 * How much of a body Payload's REST API reads: editors and admins write documents and upload
 * media through it (the admin panel); nobody else has a reason to send more than a small form,
 * so the public and customers are held to a few kilobytes before Payload buffers anything.
 */
export async function payloadRestBodyLimit(request: Request): Promise<number> {
  if (!(await sessionUserId(request.headers))) return BODY_LIMITS.restPublic
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!hasRole(user as Pick<User, 'role'> | null, 'editor', 'admin')) return BODY_LIMITS.restPublic
  const multipart = (request.headers.get('content-type') ?? '')
    .toLowerCase()
    .startsWith('multipart/')
  return multipart ? BODY_LIMITS.restStaffUpload : BODY_LIMITS.restStaffJson
}
