import { applyCreditChange } from '@/lib/credits/creditLedger'
import { redesignLedgerKey } from '@/lib/credits/reasons'
import { onCreate } from '@/hooks/onCreate'
import { redesignQueue } from '@/lib/jobs/queues'
import { idOf } from '@/lib/payload/idOf'
import type { Redesign } from '@/payload-types'

/**
 * On creation, in the creating transaction: take the credits (refused if the balance is short,
 * which undoes the creation), then queue the job that draws the room. Never runs the AI inline.
 */
export const chargeAndQueue = onCreate<Redesign>(async (doc, req) => {
  await applyCreditChange(
    req.payload,
    {
      userId: idOf(doc.owner),
      delta: -doc.creditsCharged,
      reason: 'redesign_charge',
      key: redesignLedgerKey(doc.id, 'charge'),
      redesignId: doc.id,
    },
    req,
  )
  await req.payload.jobs.queue({
    task: 'runRedesign',
    input: { redesignId: doc.id },
    queue: redesignQueue(doc.engine),
    req,
  })
})
