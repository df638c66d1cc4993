import type { ClientUser, CollectionConfig } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/**
 * `admin.hidden` for collections and globals only admins can use (customers' records, billing,
 * system logs, site settings): editors' admin menu leaves them out instead of listing screens that
 * answer "No results" or "could not be found". Access rules stay what guards the data.
 */
export const hiddenUnlessAdmin = ({ user }: { user: ClientUser | null }): boolean =>
  !hasRole(user as Parameters<typeof hasRole>[0], 'admin')

/**
 * The `admin` block of such a collection: hidden from editors, listed under `group` with
 * `defaultColumns`, each record titled by `useAsTitle` (its id when not given).
 */
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
