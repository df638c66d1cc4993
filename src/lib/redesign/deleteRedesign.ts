import type { Payload } from 'payload'

import type { Settings } from '@/lib/env'
import type { User } from '@/payload-types'
import { cancelRedesign } from './cancelRedesign'

/** Deletes `user`'s own redesign `id` with its images (the collection's afterDelete hook). */
export async function deleteRedesign(
  payload: Payload,
  user: User,
  id: number,
  settings: Settings,
): Promise<boolean> {
  if ((await cancelRedesign(payload, user, id, settings)) === 'not-found') return false
  const { docs, errors } = await payload.delete({
    collection: 'redesigns',
    where: { and: [{ id: { equals: id } }, { owner: { equals: user.id } }] },
    depth: 0,
    // Only admins may delete through Payload's API; the owner condition above is this path's check.
    overrideAccess: true,
  })
  if (errors.length > 0) throw new Error(`Deleting redesign ${id} failed: ${errors[0]!.message}`)
  return docs.length > 0
}
