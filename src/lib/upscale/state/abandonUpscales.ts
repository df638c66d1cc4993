import type { PayloadRequest, Where } from 'payload'

import { dbFor } from '@/lib/db/postgres'
import { upscaleFailureMessages } from '../upscaleMessages'
import { applyUpscaleTransition } from './applyUpscaleTransition'
import { refundUpscale } from './finishUpscale'

/**
 * Ends the unfinished enlargements of a redesign being deleted and refunds them, in the delete's
 * own transaction (`req`), so deleting never costs more than waiting would have: queued or running,
 * each one's credits come back exactly once (a job still running then finds it failed and stops).
 */
export const dropUnfinishedUpscales = (req: PayloadRequest, redesignId: number) =>
  abandonUpscales(
    req,
    { redesign: { equals: redesignId } },
    'redesignDeleted',
    'deleted unfinished',
  )

/**
 * Ends the customer's enlargements of one image and scale that are still unfinished long after
 * their deadline (their job never ran or never ended), refunded, so asking again starts afresh.
 */
export const dropStaleUpscales = (
  req: PayloadRequest,
  wanted: { owner: number; source: number; scale: number },
  createdBefore: Date,
) =>
  abandonUpscales(
    req,
    {
      owner: { equals: wanted.owner },
      source: { equals: wanted.source },
      scale: { equals: wanted.scale },
      createdAt: { less_than: createdBefore.toISOString() },
    },
    'timedOut',
    'never finished',
  )

async function abandonUpscales(
  req: PayloadRequest,
  which: Where,
  message: keyof typeof upscaleFailureMessages,
  note: string,
): Promise<void> {
  const { payload } = req
  const { docs } = await payload.find({
    collection: 'upscales',
    where: { ...which, status: { in: ['queued', 'processing'] } },
    select: { status: true },
    // One live enlargement per result and scale: a handful at most.
    limit: 100,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const db = await dbFor(payload, req)
  for (const { id } of docs) {
    const claimed = await applyUpscaleTransition(db, id, 'abandon', {
      error: upscaleFailureMessages[message],
      refundAll: true,
      completedAt: 'now',
    })
    if (claimed) await refundUpscale(payload, claimed, `enlargement ×${claimed.scale} ${note}`, req)
  }
}
