import type { Payload } from 'payload'

import { dbFor } from '@/lib/db/postgres'
import type { ClaimedRedesign } from '@/lib/db/statements/redesigns'
import { findDoc } from '@/lib/payload/findDoc'
import type { Redesign } from '@/payload-types'
import { applyTransition } from './applyTransition'

/**
 * The job's claim on a redesign before any work: a queued one is picked up, one already processing
 * (the server restarted, or the queue retried the job) is resumed. Null when the redesign is
 * finished or someone else moved it first (a cancel, or a second runner of the same job, since
 * Payload 3's queue does not claim jobs atomically): the job must then stop without doing anything.
 */
export async function claimRun(
  payload: Payload,
  redesign: Pick<Redesign, 'id' | 'status'>,
): Promise<ClaimedRedesign | null> {
  if (redesign.status === 'queued')
    return applyTransition(await dbFor(payload), redesign.id, 'pickUp', { startedAt: 'now' })
  if (redesign.status === 'processing')
    return applyTransition(await dbFor(payload), redesign.id, 'resume')
  return null
}

/**
 * Saves the provider's job id, only while the redesign is still processing and has none yet. False
 * means the redesign was canceled (or another runner saved its own): the caller must cancel the
 * prediction it just started, or it would run, and cost, for nobody.
 */
export async function recordProviderJob(
  payload: Payload,
  redesignId: number,
  providerJobId: string,
): Promise<boolean> {
  return Boolean(
    await applyTransition(await dbFor(payload), redesignId, 'recordProviderJob', {
      providerJobId,
    }),
  )
}

/** The status now, straight from the database (for a running job asking whether it is still wanted). */
export async function currentStatus(
  payload: Payload,
  redesignId: number,
): Promise<Redesign['status'] | null> {
  const found = await findDoc(payload, 'server', {
    collection: 'redesigns',
    id: redesignId,
    select: { status: true },
  })
  return found?.status ?? null
}
