import type { CollectionAfterDeleteHook } from 'payload'

import { dbFor } from '@/lib/db/postgres'
import { lockRedesignImage } from '@/lib/db/statements/redesigns'
import { idOf } from '@/lib/payload/idOf'
import type { Redesign } from '@/payload-types'

/** Takes its images, mask and inspiration along; the room photo stays while another redesign uses it. */
export const deleteImages: CollectionAfterDeleteHook<Redesign> = async ({ doc, req }) => {
  const outputs = (doc.outputs ?? []).map((output) => idOf(output))
  // A mask or inspiration belongs to one redesign only (each submit stores its own).
  const own = [
    ...outputs,
    ...[doc.mask, doc.inspiration].flatMap((image) => (image ? [idOf(image)] : [])),
  ]
  const input = idOf(doc.input)
  // Locked before counting: a concurrent reuse is either counted or finds the photo gone.
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
