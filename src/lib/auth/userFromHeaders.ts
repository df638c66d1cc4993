import type { Payload } from 'payload'

import type { User } from '@/payload-types'

/** The signed-in user (role and confirmations read fresh) or null; the one call of payload.auth. */
export async function userFromHeaders(payload: Payload, headers: Headers): Promise<User | null> {
  const { user } = await payload.auth({ headers })
  return user
}
