import type { CollectionAfterDeleteHook } from 'payload'

import { dbFor } from '@/lib/db/postgres'
import { lockRedesignImage } from '@/lib/db/statements/redesigns'
import { idOf } from '@/lib/payload/idOf'
import type { Redesign } from '@/payload-types'

/** A deleted redesign takes its images (and their files) with it, its painted area (mask)
 *  included; the room photo stays while another redesign ("try another style") still uses it. */
export const deleteImages: CollectionAfterDeleteHook<Redesign> = async ({ doc, req }) => {
  const outputs = (doc.outputs ?? []).map((output) => idOf(output))
  // A mask belongs to one redesign only (every area edit stores its own).
  const own = doc.mask ? [...outputs, idOf(doc.mask)] : outputs
  const input = idOf(doc.input)
  // Locked before counting: a redesign reusing this photo at the same moment has either committed
  // (and is counted) or waits for this delete (and finds the photo gone: a clear refusal, no charge).
  if (input) await lockRedesignImage(await dbFor(req.payload, req), input)
  const { totalDocs } = await req.payload.count({
    collection: 'redesigns',
    where: { input: { equals: input } },
    overrideAccess: true,
    req,
  })
  const ids = totalDocs === 0 ? [input, ...own] : own
  if (ids.length === 0) return doc
  await req.payload.delete({
    collection: 'redesign-images',
    where: { id: { in: ids } },
    overrideAccess: true,
    req,
  })
  return doc
}
