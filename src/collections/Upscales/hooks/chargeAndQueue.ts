import { chargeAndQueue } from '@/hooks/chargeAndQueue'
import { upscaleLedgerKey } from '@/lib/credits/reasons'
import { upscaleQueue } from '@/lib/jobs/queues'
import { idOf } from '@/lib/payload/idOf'
import { scaleLabel } from '@/lib/upscale/upscaleRules'
import type { Upscale } from '@/payload-types'

export const chargeUpscaleAndQueue = chargeAndQueue<Upscale>({
  reason: 'upscale_charge',
  key: (doc) => upscaleLedgerKey(doc.id, 'charge'),
  redesignId: (doc) => idOf(doc.redesign),
  note: (doc) => `enlargement ${scaleLabel(doc.scale)}`,
  job: (doc) => ({
    task: 'runUpscale',
    id: doc.id,
    queue: upscaleQueue(doc.engine),
  }),
})
