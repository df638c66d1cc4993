import type { PayloadRequest } from 'payload'

import { dbFor } from '@/lib/db/postgres'
import { upscaleFailureMessages } from '../upscaleMessages'
import { applyUpscaleTransition } from './applyUpscaleTransition'
import { refundUpscale } from './finishUpscale'

/**
 * Ends the unfinished enlargements of a redesign being deleted and refunds them, in the delete's
 * own transaction (`req`), so deleting never costs more than waiting would have: queued or running,
 * each one's credits come back exactly once (a job still running then finds it failed and stops).
 */
export async function dropUnfinishedUpscales(
  req: PayloadRequest,
  redesignId: number,
): Promise<void> {
  const { payload } = req
  const { docs } = await payload.find({
    collection: 'upscales',
    where: { redesign: { equals: redesignId }, status: { in: ['queued', 'processing'] } },
    select: { status: true },
    // One live enlargement per result and scale: a handful at most.
    limit: 100,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const db = await dbFor(payload, req)
  for (const { id } of docs) {
    const claimed = await applyUpscaleTransition(db, id, 'dropWithRedesign', {
      error: upscaleFailureMessages.redesignDeleted,
      refundAll: true,
      completedAt: 'now',
    })
    if (claimed)
      await refundUpscale(payload, claimed, `enlargement ×${claimed.scale} deleted unfinished`, req)
  }
}
