import type { Payload } from 'payload'

import type { Settings } from '@/lib/env'
import { findDoc } from '@/lib/payload/findDoc'
import { idOf } from '@/lib/payload/idOf'
import type { User } from '@/payload-types'
import { failureMessages } from './failureMessages'
import { chooseEngine } from '@/lib/redesign/engines/chooseEngine'
import { finishRedesignUnsuccessful, runKeyOf } from './run'

export type CancelOutcome = 'canceled' | 'not-found' | 'already-finished'

/** Cancels `user`'s own unfinished redesign (admins cancel others' in the admin panel). */
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
  const claimed = await finishRedesignUnsuccessful(payload, id, 'cancel', failureMessages.canceled)
  if (!claimed) return 'already-finished'
  const engine = chooseEngine(settings).redesign
  if (engine.kind === 'sync' && engine.stop && redesign.engine === engine.id) {
    // Its job may be drawing it right now, maybe in another process: stop those predictions.
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
