import type { Payload } from 'payload'

import { idOf } from '@/lib/payload/idOf'
import type { Redesign, User } from '@/payload-types'

/**
 * The redesign `id` if it is `user`'s own (read through the collection's access rules, depth 1),
 * else null: someone else's redesign is simply not found. Admins too, whom those rules let read
 * every redesign: they work with customers' redesigns in the admin panel, while the studio's
 * pages and routes (view, repeat, enlarge, share, favourite, download) are the owner's alone.
 */
export async function ownRedesign(
  payload: Payload,
  user: User,
  id: number,
): Promise<Redesign | null> {
  const redesign = (await payload.findByID({
    collection: 'redesigns',
    id,
    depth: 1,
    overrideAccess: false,
    user,
    disableErrors: true,
  })) as Redesign | null
  return redesign && idOf(redesign.owner) === user.id ? redesign : null
}
