import type { CollectionBeforeDeleteHook } from 'payload'

import { dropUnfinishedUpscales } from '@/lib/upscale/run'

/** A deleted redesign takes its enlargements (and their files, see the upscales' own hook) with
 *  it, before the redesign and its results go (an enlargement points at both). */
export const deleteUpscales: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await dropUnfinishedUpscales(req, Number(id))
  await req.payload.delete({
    collection: 'upscales',
    where: { redesign: { equals: id } },
    overrideAccess: true,
    req,
  })
}
