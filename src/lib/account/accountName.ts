import type { Payload } from 'payload'

import type { User } from '@/payload-types'

// As the person themself, so the Users collection's field rules apply.
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
