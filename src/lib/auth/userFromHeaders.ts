import type { Payload } from 'payload'

import type { User } from '@/payload-types'

/**
 * The signed-in person a request's headers name (the Auth.js session cookie, read by our Payload
 * auth strategy), with their role and confirmations read fresh from the database; null when none.
 * The one call of `payload.auth`: server components (currentUser.ts), every customer route
 * (withCustomer) and the REST body limits share it.
 */
export async function userFromHeaders(payload: Payload, headers: Headers): Promise<User | null> {
  const { user } = await payload.auth({ headers })
  return user
}
