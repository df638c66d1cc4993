import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Editors read drafts; everyone else reads only what is published. */
export const publishedOrEditor: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin', 'editor')) return true
  return { _status: { equals: 'published' } }
}
