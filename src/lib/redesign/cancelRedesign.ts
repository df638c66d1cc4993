import type { Payload } from 'payload'
import type { Settings } from '@/lib/env'
import type { User } from '@/payload-types'
import { findDoc } from '@/lib/payload/findDoc'
import { idOf } from '@/lib/payload/idOf'
import { failureMessages } from './failureMessages'
import { chooseEngine } from '@/lib/redesign/engines/chooseEngine'
import { finishUnsuccessful, stopPrediction } from '@/lib/providerRun/run'
import { redesignRun, runKeyOf } from './run'

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
  const why = failureMessages.canceled
  const claimed = await finishUnsuccessful(payload, redesignRun, id, 'cancel', why)
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
  // After the commit, from the row the cancel claimed: a prediction saved later is stopped by the job itself.
  if (claimed.providerJobId && engine.kind === 'async')
    await stopPrediction(payload, engine, claimed.providerJobId)
  return 'canceled'
}

/** Deletes `user`'s own redesign `id` with its images (the collection's afterDelete hook). */
export async function deleteRedesign(
  payload: Payload,
  user: User,
  id: number,
  settings: Settings,
): Promise<boolean> {
  if ((await cancelRedesign(payload, user, id, settings)) === 'not-found') return false
  const { docs, errors } = await payload.delete({
    collection: 'redesigns',
    where: { and: [{ id: { equals: id } }, { owner: { equals: user.id } }] },
    depth: 0,
    // Only admins may delete through Payload's API; the owner condition above is this path's check.
    overrideAccess: true,
  })
  if (errors.length > 0) throw new Error(`Deleting redesign ${id} failed: ${errors[0]!.message}`)
  return docs.length > 0
}
