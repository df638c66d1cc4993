import type { Payload } from 'payload'

import type { User } from '@/payload-types'

/**
 * Deletes `user`'s own redesign `id` with its images (the collection's afterDelete hook), whatever
 * its status: a running one is not refunded (its credits were spent on work already under way),
 * and its job stops at its next status check, cancelling the provider's prediction.
 * False when `user` owns no redesign with that id.
 */
export async function deleteRedesign(payload: Payload, user: User, id: number): Promise<boolean> {
  const { docs, errors } = await payload.delete({
    collection: 'redesigns',
    where: { and: [{ id: { equals: id } }, { owner: { equals: user.id } }] },
    depth: 0,
    overrideAccess: false,
    user,
  })
  if (errors.length > 0) throw new Error(`Deleting redesign ${id} failed: ${errors[0]!.message}`)
  return docs.length > 0
}
