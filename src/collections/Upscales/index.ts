import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { hiddenFromEditors, isAdminOrOwner, serverWrites } from '@/access'
import { described, ownerField, redesignField, statusField } from '@/fields/common'
import { providerRunFields } from '@/fields/providerRun'
import { chargeAndQueue } from '@/hooks/chargeAndQueue'
import { upscaleLedgerKey } from '@/lib/credits/reasons'
import { dbFor } from '@/lib/db/postgres'
import { lockUpscaleOutput } from '@/lib/db/statements/upscales'
import { upscaleQueue } from '@/lib/jobs/queues'
import { idOf } from '@/lib/payload/idOf'
import { UPSCALE_STATUSES } from '@/lib/providerRun/statuses'
import { scaleLabel, UPSCALE_SCALES } from '@/lib/upscale/upscaleRules'
import type { Upscale } from '@/payload-types'

const chargeUpscaleAndQueue = chargeAndQueue<Upscale>({
  reason: 'upscale_charge',
  key: (doc) => upscaleLedgerKey(doc.id, 'charge'),
  redesignId: (doc) => idOf(doc.redesign),
  note: (doc) => `enlargement ${scaleLabel(doc.scale)}`,
  job: (doc) => ({ task: 'runUpscale', id: doc.id, queue: upscaleQueue(doc.engine) }),
})

const deleteOutput: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const output = await lockUpscaleOutput(await dbFor(req.payload, req), Number(id))
  if (output !== null)
    await req.payload.delete({
      collection: 'redesign-images',
      id: output,
      overrideAccess: true,
      req,
    })
}

const LIST_COLUMNS = ['owner', 'redesign', 'scale', 'status', 'engine', 'createdAt']

/** Enlarged ×2 or ×4: queued → processing → succeeded | failed, via conditional UPDATEs. */
export const Upscales: CollectionConfig = {
  slug: 'upscales',
  labels: { singular: 'Enlargement', plural: 'Enlargements' },
  admin: hiddenFromEditors('Customers', LIST_COLUMNS),
  access: serverWrites(isAdminOrOwner),
  defaultSort: '-createdAt',
  hooks: { afterChange: [chargeUpscaleAndQueue], beforeDelete: [deleteOutput] },
  fields: [
    ownerField(),
    { ...redesignField(), maxDepth: 0 },
    described(
      {
        name: 'source',
        type: 'upload',
        relationTo: 'redesign-images',
        required: true,
        index: true,
      },
      'The result that was enlarged.',
    ),
    described(
      {
        name: 'scale',
        type: 'number',
        required: true,
        validate: (value: number | null | undefined) =>
          (UPSCALE_SCALES as readonly unknown[]).includes(value) ||
          `Choose ${UPSCALE_SCALES.join(' or ')}.`,
      },
      'Each side of the result multiplied by this.',
    ),
    statusField(UPSCALE_STATUSES, 'queued'),
    described(
      { name: 'output', type: 'upload', relationTo: 'redesign-images' },
      'The enlarged image (private, like every result).',
    ),
    ...providerRunFields(
      { replicate: 'AI upscaler (Replicate)', lanczos: 'Lanczos resize (not AI)' },
      "The provider's prediction id.",
    ),
  ],
}
