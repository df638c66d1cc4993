import type { CollectionBeforeDeleteHook } from 'payload'

import { dbFor } from '@/lib/db/postgres'
import { lockUpscaleOutput } from '@/lib/db/statements/upscales'

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
