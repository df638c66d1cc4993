import type { CollectionAfterChangeHook } from 'payload'

import type { User } from '@/payload-types'

/**
 * Whoever creates the very first account (the admin panel's "create first user" screen) is the
 * site's admin; without this they would be a customer locked out of the panel they just set up.
 */
export const firstUserIsAdmin: CollectionAfterChangeHook<User> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.role === 'admin') return doc
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  if (totalDocs !== 1) return doc
  return req.payload.update({
    collection: 'users',
    id: doc.id,
    data: { role: 'admin' },
    overrideAccess: true,
    req,
  })
}
