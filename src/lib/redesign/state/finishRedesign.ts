import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { applyCreditChange } from '@/lib/credits/creditLedger'
import { withTransaction } from '@/lib/db/withTransaction'
import type { Redesign, RedesignImage } from '@/payload-types'
import type { EngineOutput } from '../types'
import { applyTransition, type ClaimedRedesign } from './applyTransition'
import type { RefundingEvent } from './transitions'

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const
const idOf = (value: number | { id: number }) => (typeof value === 'number' ? value : value.id)

/**
 * Stores the outputs and marks the redesign succeeded, if it is still processing. Storing is slow,
 * so it happens first; the claim and the link to the outputs commit together, and a loser (a cancel
 * or a webhook got there first) deletes what it stored, so no output outlives a canceled redesign.
 */
export async function finishSucceeded(payload: Payload, redesign: Pick<Redesign, 'id' | 'owner'>, outputs: EngineOutput[]): Promise<boolean> {
  const owner = idOf(redesign.owner)
  const stored: RedesignImage[] = []
  try {
    for (const output of outputs) {
      const name = `${randomUUID()}.${EXTENSION[output.mimeType]}`
      stored.push(
        await payload.create({
          collection: 'redesign-images',
          data: { owner, kind: 'output' },
          file: { data: output.data, mimetype: output.mimeType, name, size: output.data.length },
          overrideAccess: true,
        }),
      )
    }
    const won = await withTransaction(payload, async ({ req, db }) => {
      if (!(await applyTransition(db, redesign.id, 'succeed', { error: null, completedAt: 'now' }))) return false
      await payload.update({ collection: 'redesigns', id: redesign.id, data: { outputs: stored.map((image) => image.id) }, overrideAccess: true, req })
      return true
    })
    if (!won) await deleteImages(payload, stored)
    return won
  } catch (error) {
    await deleteImages(payload, stored).catch(() => undefined)
    throw error
  }
}

const deleteImages = async (payload: Payload, images: RedesignImage[]) => {
  if (images.length > 0) await payload.delete({ collection: 'redesign-images', where: { id: { in: images.map((image) => image.id) } }, overrideAccess: true })
}

/**
 * Ends a redesign without a result (failed, timed out, canceled) and gives the credits back, in one
 * transaction: the claim and the ledger entry commit together, and the ledger key makes the refund
 * exactly-once. Returns the claimed row (with the provider job to stop), or null if it lost.
 */
export async function finishUnsuccessful(payload: Payload, redesignId: number, event: RefundingEvent, error: string): Promise<ClaimedRedesign | null> {
  return withTransaction(payload, async ({ req, db }) => {
    const claimed = await applyTransition(db, redesignId, event, { error, refundAll: true, completedAt: 'now' })
    if (!claimed) return null
    if (claimed.creditsCharged > 0) {
      const note = event === 'cancel' || event === 'providerCanceled' ? 'canceled' : 'failed'
      const refund = { userId: claimed.ownerId, delta: claimed.creditsCharged, reason: 'redesign_refund', key: `redesign:${redesignId}:refund`, redesignId, note } as const
      await applyCreditChange(payload, refund, req)
    }
    return claimed
  })
}
