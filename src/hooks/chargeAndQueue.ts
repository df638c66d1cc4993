import type { TypeWithID } from 'payload'

import { applyCreditChange } from '@/lib/credits/creditLedger'
import { queueJob, type QueueJob } from '@/lib/jobs/engine'
import type { CreditReason } from '@/lib/credits/reasons'
import { idOf } from '@/lib/payload/idOf'
import type { User } from '@/payload-types'
import { onCreate } from './onCreate'

type Paid = TypeWithID & { owner: number | User; creditsCharged: number }

type PaidWork<T extends Paid> = {
  reason: CreditReason
  key: (doc: T) => string
  redesignId: (doc: T) => number
  note?: (doc: T) => string
  /** The job that does the work (its task, input and queue), queued in the creating transaction. */
  job: (doc: T) => Omit<QueueJob, 'req'>
}

/** On creation, in the creating transaction: charge the owner (short balance undoes it), queue the job. */
export const chargeAndQueue = <T extends Paid>(work: PaidWork<T>) =>
  onCreate<T>(async (doc, req) => {
    await applyCreditChange(
      req.payload,
      {
        userId: idOf(doc.owner),
        delta: -doc.creditsCharged,
        reason: work.reason,
        key: work.key(doc),
        redesignId: work.redesignId(doc),
        ...(work.note ? { note: work.note(doc) } : {}),
      },
      req,
    )
    await queueJob(req.payload, { ...work.job(doc), req })
  })
