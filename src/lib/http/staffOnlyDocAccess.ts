import { hasRole } from '@/lib/auth/roles'
import { sessionUserId } from '@/lib/auth/sessionUserId'
import { userFromHeaders } from '@/lib/auth/userFromHeaders'
import { payloadClient } from '@/lib/payload/client'
import { refusal } from '@/lib/payload/refusal'
import type { RouteHandler } from './routeHandler'
import { finishUnreadBody } from './finishBody'

/** Payload's per-document permissions route, `/api/<collection>/access/<id>`. */
const DOC_ACCESS = /^\/api\/(?!globals\/)[^/]+\/access\/[^/]+\/?$/

/**
 * Payload's per-document permissions answer 404 for an id that does not exist and permissions
 * (empty ones for a draft or another person's record) for one that does, before any access
 * check: anyone could list which drafts, orders or redesigns exist. Only the admin panel asks,
 * for editors and admins; everyone else gets the same 404 for every id.
 */
export function withStaffOnlyDocAccess<R extends Request, Rest extends unknown[]>(
  handler: RouteHandler<R, Rest>,
): RouteHandler<R, Rest> {
  return async (request, ...rest) => {
    if (
      DOC_ACCESS.test(new URL(request.url).pathname) &&
      !(await isStaffRequest(request.headers))
    ) {
      finishUnreadBody(request)
      return refusal(404, 'There is nothing at this address.')
    }
    return handler(request, ...rest)
  }
}

/** Whether the request's session is an editor's or an admin's (a signature check, then one read). */
export async function isStaffRequest(headers: Headers): Promise<boolean> {
  if (!(await sessionUserId(headers))) return false
  return hasRole(await userFromHeaders(await payloadClient(), headers), 'editor', 'admin')
}
