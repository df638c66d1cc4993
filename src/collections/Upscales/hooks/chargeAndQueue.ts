import { applyCreditChange } from '@/lib/credits/creditLedger'
import { upscaleLedgerKey } from '@/lib/credits/reasons'
import { onCreate } from '@/hooks/onCreate'
import { upscaleQueue } from '@/lib/jobs/queues'
import { idOf } from '@/lib/payload/idOf'
import { scaleLabel } from '@/lib/upscale/upscaleRules'
import type { Upscale } from '@/payload-types'

/**
 * On creation, in the creating transaction, as a redesign's own hook does: take the price
 * (refused if the balance is short, which undoes the creation), then queue the job that enlarges
 * on the engine recorded. Never enlarges inline.
 */
export const chargeAndQueue = onCreate<Upscale>(async (doc, req) => {
  await applyCreditChange(
    req.payload,
    {
      userId: idOf(doc.owner),
      delta: -doc.creditsCharged,
      reason: 'upscale_charge',
      key: upscaleLedgerKey(doc.id, 'charge'),
      redesignId: idOf(doc.redesign),
      note: `enlargement ${scaleLabel(doc.scale)}`,
    },
    req,
  )
  await req.payload.jobs.queue({
    task: 'runUpscale',
    input: { upscaleId: doc.id },
    queue: upscaleQueue(doc.engine),
    req,
  })
})
