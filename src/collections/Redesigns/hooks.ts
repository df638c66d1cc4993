import type {
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
} from 'payload'

import { chargeAndQueue } from '@/hooks/chargeAndQueue'
import { onCreate } from '@/hooks/onCreate'
import { redesignLedgerKey } from '@/lib/credits/reasons'
import { dbFor } from '@/lib/db/postgres'
import { lockRedesignImage } from '@/lib/db/statements/redesigns'
import { getSettings, type Settings } from '@/lib/env'
import { redesignQueue } from '@/lib/jobs/queues'
import { idOf } from '@/lib/payload/idOf'
import { checkRedesignLimits, REDESIGN_LIMITS_CONTEXT } from '@/lib/redesign/redesignLimits'
import { redesignTitle } from '@/lib/redesign/modes'
import { dropUnfinishedUpscales } from '@/lib/upscale/run'
import type { Redesign } from '@/payload-types'

/** The admin panel's name for a redesign, as its page heading ("Kitchen, decluttered"). */
export const nameRedesign: CollectionBeforeChangeHook<Redesign> = ({ data, originalDoc }) => ({
  ...data,
  title: redesignTitle({ ...originalDoc, ...data } as Redesign),
})

export const chargeRedesignAndQueue = chargeAndQueue<Redesign>({
  reason: 'redesign_charge',
  key: (doc) => redesignLedgerKey(doc.id, 'charge'),
  redesignId: (doc) => doc.id,
  job: (doc) => ({ task: 'runRedesign', id: doc.id, queue: redesignQueue(doc.engine) }),
})

/** On create, after chargeAndQueue charged: per-customer limits against committed rows. */
export const enforceLimits = onCreate<Redesign>(async (doc, req) => {
  const limits =
    (req.context[REDESIGN_LIMITS_CONTEXT] as Settings['redesign'] | undefined) ??
    getSettings().redesign
  await checkRedesignLimits(req.payload, idOf(doc.owner), limits, { req, excluding: doc.id })
})

/** Share links go first in the same tx (every shared URL is 404 once it commits), then enlargements. */
export const deleteSharesAndUpscales: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { redesign: { equals: id } }
  await req.payload.delete({ collection: 'shares', where, overrideAccess: true, req })
  await dropUnfinishedUpscales(req, Number(id))
  await req.payload.delete({ collection: 'upscales', where, overrideAccess: true, req })
}

/** Takes its images, mask and inspiration along; the room photo stays while another redesign uses it. */
export const deleteImages: CollectionAfterDeleteHook<Redesign> = async ({ doc, req }) => {
  // A mask or inspiration belongs to one redesign only (each submit stores its own).
  const own = [...(doc.outputs ?? []), doc.mask, doc.inspiration].flatMap((image) =>
    image ? [idOf(image)] : [],
  )
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
  if (ids.length > 0)
    await req.payload.delete({
      collection: 'redesign-images',
      where: { id: { in: ids } },
      overrideAccess: true,
      req,
    })
  return doc
}
