import type { Payload } from 'payload'

import type { Settings } from '@/lib/env'
import type { Redesign, User } from '@/payload-types'
import { failureMessages } from './failureMessages'
import { selectEngine } from './engines/selectEngine'
import { finishUnsuccessful } from './state/finishRedesign'

export type CancelOutcome = 'canceled' | 'not-found' | 'already-finished'

/**
 * Cancels a customer's unfinished redesign. The cancel is one conditional UPDATE (queued or
 * processing → canceled) committed with the refund, so of a cancel and a finishing job exactly
 * one wins: a won cancel refunds once and the job keeps nothing; a lost one changes nothing.
 */
export async function cancelRedesign(
  payload: Payload,
  user: User,
  id: number,
  settings: Settings,
): Promise<CancelOutcome> {
  const redesign = (await payload.findByID({
    collection: 'redesigns',
    id,
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
    select: { status: true },
  })) as Pick<Redesign, 'id' | 'status'> | null
  if (!redesign) return 'not-found'
  const claimed = await finishUnsuccessful(payload, id, 'cancel', failureMessages.canceled)
  if (!claimed) return 'already-finished'
  if (claimed.providerJobId) {
    // After the commit, from the row the cancel claimed: a prediction saved later is stopped by the job itself.
    const engine = selectEngine(settings)
    if (engine.kind === 'async') {
      await engine.cancel(claimed.providerJobId).catch((error: unknown) =>
        payload.logger.warn({
          err: error,
          msg: `Could not cancel provider job of redesign ${id}`,
        }),
      )
    }
  }
  return 'canceled'
}
