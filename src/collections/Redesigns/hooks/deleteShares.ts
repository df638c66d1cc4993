import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted redesign takes its share links with it, before the redesign row goes (a share points at
 *  it), in the same transaction: from the moment the deletion commits, every shared URL is a 404. */
export const deleteShares: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'shares',
    where: { redesign: { equals: id } },
    overrideAccess: true,
    req,
  })
}
