import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

import { endBillingForUser } from '@/lib/billing/endBillingForUser'

/**
 * Collections whose documents belong to one user through an `owner` field. Deleting a user deletes
 * these first, through Payload, so upload collections remove their files from storage too. Order
 * matters: a redesign's own hook deletes its images.
 */
export const OWNED_COLLECTIONS: CollectionSlug[] = ['redesigns', 'redesign-images', 'credit-ledger', 'subscriptions']

export const deleteOwnedData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // First, while the subscriptions are still on record: stop billing, detach orders.
  await endBillingForUser(req, id)
  for (const collection of OWNED_COLLECTIONS) {
    await req.payload.delete({ collection, where: { owner: { equals: id } }, overrideAccess: true, req })
  }
}
