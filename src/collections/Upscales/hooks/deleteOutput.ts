import type { CollectionBeforeDeleteHook } from 'payload'

import { dbFor } from '@/lib/db/postgres'
import { lockUpscaleOutput } from '@/lib/db/statements/upscales'

/** A deleted enlargement takes its image (and the file) with it. */
export const deleteOutput: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const output = await lockUpscaleOutput(await dbFor(req.payload, req), Number(id))
  if (output === null) return
  await req.payload.delete({
    collection: 'redesign-images',
    id: output,
    overrideAccess: true,
    req,
  })
}
