import type { Payload } from 'payload'

import type { User } from '@/payload-types'

/**
 * Saves a person's new name (already checked with accountNameSchema) as the person themself, so
 * the Users collection's field rules apply; the header, the account page and e-mails read it
 * from the record from now on.
 */
export async function changeName(payload: Payload, user: User, name: string): Promise<User> {
  return payload.update({
    collection: 'users',
    id: user.id,
    data: { name },
    depth: 0,
    overrideAccess: false,
    user,
  })
}
