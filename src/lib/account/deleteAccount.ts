import type { Payload } from 'payload'

import type { User } from '@/payload-types'

// The Users collection's hooks delete everything the person owns (ending a live plan at Stripe first).
export async function deleteAccount(payload: Payload, user: User): Promise<void> {
  await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
}
