import type { Payload } from 'payload'

import { asUser } from '@/access/requestUser'
import type { User } from '@/payload-types'

/**
 * The signed-in person a request's headers name (the Auth.js session cookie, read by our Payload
 * auth strategy), with their role and confirmations read fresh from the database; null when none.
 * Shared by server components (currentUser.ts), our customer routes (withCustomer) and the body limits.
 */
export async function userFromHeaders(payload: Payload, headers: Headers): Promise<User | null> {
  const { user } = await payload.auth({ headers })
  return asUser(user)
}
