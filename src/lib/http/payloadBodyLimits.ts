import { hasRole } from '@/access/roles'
import { sessionUserId } from '@/lib/auth/sessionUserId'
import { userFromHeaders } from '@/lib/auth/userFromHeaders'
import { payloadClient } from '@/lib/payload/client'
import { BODY_LIMITS } from './bodyLimits'

/**
 * How much of a body Payload's REST API reads: editors and admins write documents and upload
 * media through it (the admin panel); nobody else has a reason to send more than a small form,
 * so the public and customers are held to a few kilobytes before Payload buffers anything.
 */
export async function payloadRestBodyLimit(request: Request): Promise<number> {
  if (!(await sessionUserId(request.headers))) return BODY_LIMITS.restPublic
  const user = await userFromHeaders(await payloadClient(), request.headers)
  if (!hasRole(user, 'editor', 'admin')) return BODY_LIMITS.restPublic
  const multipart = (request.headers.get('content-type') ?? '')
    .toLowerCase()
    .startsWith('multipart/')
  return multipart ? BODY_LIMITS.restStaffUpload : BODY_LIMITS.restStaffJson
}
