import type { CollectionBeforeDeleteHook } from 'payload'

import { dropUnfinishedUpscales } from '@/lib/upscale/run'

/**
 * A deleted redesign takes its enlargements (and their files, see the upscales' own hook) with it,
 * before the redesign and its results go (an enlargement points at both), in the same transaction;
 * an unfinished one is refunded first.
 */
export const deleteUpscales: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await dropUnfinishedUpscales(req, Number(id))
  await req.payload.delete({
    collection: 'upscales',
    where: { redesign: { equals: id } },
    overrideAccess: true,
    req,
  })
}
