import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Admins see every document; a signed-in person only the ones whose `field` is them. */
export const isAdminOrOwnerBy =
  (field: string): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (hasRole(user, 'admin')) return true
    return { [field]: { equals: user.id } }
  }

/** Admins see every document; a signed-in person only the ones whose `owner` is them. */
export const isAdminOrOwner = isAdminOrOwnerBy('owner')
