import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { applyCreditChange } from '@/lib/credits/creditLedger'
import { redesignLedgerKey } from '@/lib/credits/reasons'
import { withTransaction } from '@/lib/db/postgres'
import type { ClaimedRedesign } from '@/lib/db/statements/redesigns'
import { idOf } from '@/lib/payload/idOf'
import { removeStoredFiles } from '@/lib/storage/storedFiles'
import type { Redesign, RedesignImage } from '@/payload-types'
import type { EngineOutput } from '../types'
import { applyTransition, type TransitionGuard } from './applyTransition'
import type { RefundingEvent } from './transitions'

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const

/**
 * Marks the redesign succeeded and stores its outputs, in one transaction, if it is still
 * processing. The claim comes first and holds the row until the outputs are stored and linked, so a
 * cancel arriving meanwhile waits and then finds the redesign finished (409), and a loser (a cancel
 * or a webhook got there first) stores nothing at all: no output row ever exists for a canceled
 * redesign, not even for a moment. If storing fails, the claim rolls back with it.
 */
export async function finishSucceeded(
  payload: Payload,
  redesign: Pick<Redesign, 'id' | 'owner'>,
  outputs: EngineOutput[],
): Promise<boolean> {
  const owner = idOf(redesign.owner)
  const written: RedesignImage[] = []
  try {
    return await withTransaction(payload, async ({ req, db }) => {
      if (!(await applyTransition(db, redesign.id, 'succeed', { error: null, completedAt: 'now' })))
        return false
      for (const output of outputs) {
        const name = `${randomUUID()}.${EXTENSION[output.mimeType]}`
        written.push(
          await payload.create({
            collection: 'redesign-images',
            data: { owner, kind: 'output' },
            file: { data: output.data, mimetype: output.mimeType, name, size: output.data.length },
            overrideAccess: true,
            req,
          }),
        )
      }
      await payload.update({
        collection: 'redesigns',
        id: redesign.id,
        data: { outputs: written.map((image) => image.id) },
        overrideAccess: true,
        req,
      })
      return true
    })
  } catch (error) {
    // The rows rolled back; the files Payload already wrote would be left without them.
    await removeFiles(payload, written)
    throw error
  }
}

async function removeFiles(payload: Payload, images: RedesignImage[]): Promise<void> {
  const names = images
    .flatMap((image) => [image.filename, image.sizes?.thumbnail?.filename])
    .filter((name): name is string => Boolean(name))
  await removeStoredFiles(payload, 'redesign-images', names)
}

/**
 * Ends a redesign without a result (failed, timed out, canceled) and gives the credits back, in one
 * transaction: the claim and the ledger entry commit together, and the ledger key makes the refund
 * exactly-once. Returns the claimed row (with the provider job to stop), or null if it lost.
 */
export async function finishUnsuccessful(
  payload: Payload,
  redesignId: number,
  event: RefundingEvent,
  error: string,
  guard?: TransitionGuard,
): Promise<ClaimedRedesign | null> {
  return withTransaction(payload, async ({ req, db }) => {
    const changes = { error, refundAll: true, completedAt: 'now' } as const
    const claimed = await applyTransition(db, redesignId, event, changes, guard)
    if (!claimed) return null
    if (claimed.creditsCharged > 0) {
      const note = event === 'cancel' || event === 'providerCanceled' ? 'canceled' : 'failed'
      const refund = {
        userId: claimed.ownerId,
        delta: claimed.creditsCharged,
        reason: 'redesign_refund',
        key: redesignLedgerKey(redesignId, 'refund'),
        redesignId,
        note,
      } as const
      await applyCreditChange(payload, refund, req)
    }
    return claimed
  })
}
