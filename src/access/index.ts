import type { Access, ClientUser, CollectionConfig, FieldAccess } from 'payload'

import { hasRole } from '@/lib/auth/roles'

export const anyone: Access = () => true

// Operations only the server itself performs (overrideAccess).
export const nobody: Access = () => false

/** A field only the server writes (overrideAccess): not even an admin through the panel. */
export const nobodyField: FieldAccess = () => false

export const isAdmin: Access = ({ req: { user } }) => hasRole(user, 'admin')

export const isAdminField: FieldAccess = ({ req: { user } }) => hasRole(user, 'admin')

export const isEditor: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor')

export const publishedOrEditor: Access = ({ req: { user } }) =>
  hasRole(user, 'admin', 'editor') || { _status: { equals: 'published' } }

export const isAdminOrOwnerBy =
  (field: string): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    return hasRole(user, 'admin') || { [field]: { equals: user.id } }
  }

export const isAdminOrOwner = isAdminOrOwnerBy('owner')

export const isAdminOrSelf = isAdminOrOwnerBy('id')

// With plain `true` Payload's file route serves any stray file in the upload folder; a condition makes it look the name up.
export const anyoneRecordedFile: Access = ({ isReadingStaticFile }) =>
  isReadingStaticFile ? { id: { exists: true } } : true

type CollectionAccess = { read: Access; create: Access; update: Access; delete: Access }

/** Records only the server writes (ledgers, orders, webhook events); `read` says who may see them. */
export const serverWrites = (read: Access): CollectionAccess => ({
  read,
  create: nobody,
  update: nobody,
  delete: nobody,
})

/** Content the editors write (and delete); `read` says who sees it, by default everyone. */
export const editorsWrite = (read: Access = anyone): CollectionAccess => ({
  read,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
})

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
