import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

/**
 * Collections whose documents belong to one user through an `owner` field. Deleting a user deletes
 * these first, through Payload, so upload collections remove their files from storage too. Order
 * matters: a redesign's own hook deletes its images.
 */
export const OWNED_COLLECTIONS: CollectionSlug[] = ['redesigns', 'redesign-images', 'credit-ledger']

export const deleteOwnedData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of OWNED_COLLECTIONS) {
    await req.payload.delete({ collection, where: { owner: { equals: id } }, overrideAccess: true, req })
  }
}
