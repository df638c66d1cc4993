import type { Access } from 'payload'

import { hasRole } from '@/lib/auth/roles'

/** Editors and admins: the people who write the site's content. */
export const isEditor: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor')
