import type { AuthStrategy } from 'payload'

import { findDoc } from '@/lib/payload/findDoc'
import { sessionUserId } from './sessionUserId'

/** Payload trusts the Auth.js session cookie: one sign-in/out for site, REST and admin. */
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
