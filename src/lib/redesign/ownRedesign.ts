import type { Payload } from 'payload'

import type { Redesign, User } from '@/payload-types'

/**
 * The redesign `id` if it is `user`'s own (read through the collection's access rules, depth 1),
 * else null: someone else's redesign is simply not found.
 */
export async function ownRedesign(
  payload: Payload,
  user: User,
  id: number,
): Promise<Redesign | null> {
  return (await payload.findByID({
    collection: 'redesigns',
    id,
    depth: 1,
    overrideAccess: false,
    user,
    disableErrors: true,
  })) as Redesign | null
}
