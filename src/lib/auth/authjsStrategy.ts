import type { AuthStrategy } from 'payload'

import { findDoc } from '@/lib/payload/findDoc'
import { sessionUserId } from './sessionUserId'

/**
 * Payload trusts the Auth.js session: the same cookie signs a person in on the site, the REST API
 * and the admin panel, so signing out of one signs out of all of them. A user deleted since the
 * cookie was issued is simply not found.
 */
export const authjsStrategy: AuthStrategy = {
  name: 'authjs',
  authenticate: async ({ headers, payload }) => {
    const id = await sessionUserId(headers)
    if (!id) return { user: null }
    const user = await findDoc(payload, 'server', { collection: 'users', id })
    if (!user) return { user: null }
    return { user: { ...user, collection: 'users' } }
  },
}
