import type { CollectionBeforeDeleteHook } from 'payload'

import { dropUnfinishedUpscales } from '@/lib/upscale/run'

/** Deletes enlargements before the redesign and its results go (they point at both). */
export const deleteUpscales: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await dropUnfinishedUpscales(req, Number(id))
  await req.payload.delete({
    collection: 'upscales',
    where: { redesign: { equals: id } },
    overrideAccess: true,
    req,
  })
}
