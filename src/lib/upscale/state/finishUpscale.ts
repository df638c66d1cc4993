import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'

import { applyCreditChange } from '@/lib/credits/creditLedger'
import { upscaleLedgerKey } from '@/lib/credits/reasons'
import { dbFor, withTransaction } from '@/lib/db/postgres'
import type { ClaimedUpscale } from '@/lib/db/statements/upscales'
import { removeStoredFiles } from '@/lib/storage/storedFiles'
import type { RedesignImage } from '@/payload-types'
import type { EnlargedImage } from '../engines/encodeAtSize'
import { applyUpscaleTransition } from './applyUpscaleTransition'

/**
 * Marks the enlargement succeeded and stores its image, in one transaction, if it is still
 * processing: the claim comes first and holds the row, so a delete arriving meanwhile waits and
 * then takes the image with it, and a loser stores nothing. If storing fails, the claim rolls back.
 */
export async function finishUpscaleSucceeded(
  payload: Payload,
  upscale: { id: number; ownerId: number },
  image: EnlargedImage,
): Promise<boolean> {
  let written: RedesignImage | undefined
  try {
    return await withTransaction(payload, async ({ req, db }) => {
      const claimed = await applyUpscaleTransition(db, upscale.id, 'succeed', {
        error: null,
        completedAt: 'now',
      })
      if (!claimed) return false
      written = await payload.create({
        collection: 'redesign-images',
        data: { owner: upscale.ownerId, kind: 'upscale' },
        file: {
          data: image.data,
          mimetype: 'image/jpeg',
          name: `${randomUUID()}.jpg`,
          size: image.data.length,
        },
        overrideAccess: true,
        req,
      })
      await payload.update({
        collection: 'upscales',
        id: upscale.id,
        data: { output: written.id },
        overrideAccess: true,
        req,
      })
      return true
    })
  } catch (error) {
    // The rows rolled back; the files Payload already wrote would be left without them.
    const names = [written?.filename, written?.sizes?.thumbnail?.filename].filter(
      (name): name is string => Boolean(name),
    )
    await removeStoredFiles(payload, 'redesign-images', names)
    throw error
  }
}

/**
 * Ends an enlargement without an image and gives its credits back, in one transaction: the claim
 * and the ledger entry commit together, and the ledger key makes the refund exactly-once. The
 * claimed row, or null when another runner (or a delete) got there first.
 */
export async function finishUpscaleFailed(
  payload: Payload,
  upscaleId: number,
  error: string,
  guard?: { onlyLapsedSubmissionMs?: number },
): Promise<ClaimedUpscale | null> {
  return withTransaction(payload, async ({ req, db }) => {
    const changes = { error, refundAll: true, completedAt: 'now' } as const
    const claimed = await applyUpscaleTransition(db, upscaleId, 'fail', changes, guard)
    if (!claimed) return null
    await refundUpscale(payload, claimed, `enlargement ×${claimed.scale} failed`, req)
    return claimed
  })
}

/** Gives back what a claimed (failed) enlargement was charged; the ledger key makes it exactly-once. */
export async function refundUpscale(
  payload: Payload,
  claimed: ClaimedUpscale,
  note: string,
  req: PayloadRequest,
): Promise<void> {
  if (claimed.creditsCharged <= 0) return
  await applyCreditChange(
    payload,
    {
      userId: claimed.ownerId,
      delta: claimed.creditsCharged,
      reason: 'upscale_refund',
      key: upscaleLedgerKey(claimed.id, 'refund'),
      redesignId: claimed.redesignId,
      note,
    },
    req,
  )
}

/** The job's claim before any work: a queued one is picked up, a processing one resumed. */
export async function claimUpscaleRun(
  payload: Payload,
  upscale: { id: number; status: string },
): Promise<ClaimedUpscale | null> {
  const db = await dbFor(payload)
  if (upscale.status === 'queued')
    return applyUpscaleTransition(db, upscale.id, 'pickUp', { startedAt: 'now' })
  if (upscale.status === 'processing') return applyUpscaleTransition(db, upscale.id, 'resume')
  return null
}
