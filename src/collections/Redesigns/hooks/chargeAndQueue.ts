import { chargeAndQueue } from '@/hooks/chargeAndQueue'
import { redesignLedgerKey } from '@/lib/credits/reasons'
import { redesignQueue } from '@/lib/jobs/queues'
import type { Redesign } from '@/payload-types'

export const chargeRedesignAndQueue = chargeAndQueue<Redesign>({
  reason: 'redesign_charge',
  key: (doc) => redesignLedgerKey(doc.id, 'charge'),
  redesignId: (doc) => doc.id,
  job: (doc) => ({
    task: 'runRedesign',
    id: doc.id,
    queue: redesignQueue(doc.engine),
  }),
})
