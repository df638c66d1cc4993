import type { Payload } from 'payload'

import type { Settings } from '@/lib/env'
import { findDoc } from '@/lib/payload/findDoc'
import { idOf } from '@/lib/payload/idOf'
import type { User } from '@/payload-types'
import { failureMessages } from './failureMessages'
import { selectEngine } from './engines/selectEngine'
import { runKeyOf } from './runKey'
import { finishUnsuccessful } from './state/finishRedesign'

export type CancelOutcome = 'canceled' | 'not-found' | 'already-finished'

/**
 * Cancels `user`'s own unfinished redesign (an admin, whom the collection's rules let read every
 * redesign, finds no one else's here: that is the admin panel's work). The cancel is one
 * conditional UPDATE (queued or processing → canceled) committed with the refund, so of a cancel
 * and a finishing job exactly one wins: a won cancel refunds once and the job keeps nothing; a
 * lost one changes nothing.
 */
export async function cancelRedesign(
  payload: Payload,
  user: User,
  id: number,
  settings: Settings,
): Promise<CancelOutcome> {
  const redesign = await findDoc(payload, user, {
    collection: 'redesigns',
    id,
    select: { owner: true, status: true, engine: true, variants: true, createdAt: true },
  })
  if (!redesign || idOf(redesign.owner) !== user.id) return 'not-found'
  const claimed = await finishUnsuccessful(payload, id, 'cancel', failureMessages.canceled)
  if (!claimed) return 'already-finished'
  const engine = selectEngine(settings)
  if (engine.kind === 'sync' && engine.stop && redesign.engine === engine.id) {
    // Its job may be drawing it on the model server right now, maybe in another process: stop
    // those predictions there. Bounded, and a server out of reach does not fail the cancel (the
    // job, seeing the cancel, hangs up on its prediction too: ./cancelWatch.ts).
    const missed = await engine.stop(runKeyOf(redesign), redesign.variants)
    if (missed.length > 0)
      payload.logger.warn(
        `Redesign ${id} canceled, but the model server did not confirm stopping ${missed.join(', ')}`,
      )
  }
  if (claimed.providerJobId) {
    // After the commit, from the row the cancel claimed: a prediction saved later is stopped by the job itself.
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
