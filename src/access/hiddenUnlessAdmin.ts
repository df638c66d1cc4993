import type { ClientUser } from 'payload'

import { hasRole } from './roles'

/**
 * `admin.hidden` for collections and globals only admins can use (customers' records, billing,
 * system logs, site settings): editors' admin menu leaves them out instead of listing screens that
 * answer "No results" or "could not be found". Access rules stay what guards the data.
 */
export const hiddenUnlessAdmin = ({ user }: { user: ClientUser | null }): boolean =>
  !hasRole(user as Parameters<typeof hasRole>[0], 'admin')
