import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Admins see everyone; anyone else only their own user document. */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { id: { equals: user.id } }
}
