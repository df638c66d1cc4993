import type { CollectionBeforeDeleteHook } from 'payload'

/** Deletes share links first in the same tx, so every shared URL is 404 once it commits. */
export const deleteShares: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'shares',
    where: { redesign: { equals: id } },
    overrideAccess: true,
    req,
  })
}
