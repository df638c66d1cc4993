import type { ClientUser, CollectionConfig } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Editors' admin menu leaves out what only admins can use (access rules still guard the data). */
export const hiddenUnlessAdmin = ({ user }: { user: ClientUser | null }): boolean =>
  !hasRole(user as Parameters<typeof hasRole>[0], 'admin')

export const hiddenFromEditors = (
  group: string,
  defaultColumns: string[],
  useAsTitle?: string,
): CollectionConfig['admin'] => ({
  hidden: hiddenUnlessAdmin,
  group,
  defaultColumns,
  ...(useAsTitle ? { useAsTitle } : {}),
})
