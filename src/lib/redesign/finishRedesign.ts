import { sql } from '@payloadcms/db-postgres'
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { applyCreditChange } from '@/lib/credits/creditLedger'
import { withTransaction, type Db } from '@/lib/db/withTransaction'
import type { Redesign, RedesignImage } from '@/payload-types'
import type { EngineOutput } from './types'

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const
const idOf = (value: number | { id: number }) => (typeof value === 'number' ? value : value.id)

/**
 * Moves a redesign out of queued/processing exactly once, even when the job, a webhook and a
 * cancel race: the conditional UPDATE is the lock, and only its winner writes the outcome, in the
 * same transaction as the claim.
 */
async function claim(db: Db, id: number, to: 'succeeded' | 'failed' | 'canceled', error: string | null, refunded: number): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE redesigns SET status = ${to}, error = ${error}, credits_refunded = ${refunded}, completed_at = now(), updated_at = now()
    WHERE id = ${id} AND status IN ('queued', 'processing') RETURNING id`)
  return result.rows.length > 0
}

export async function finishSucceeded(payload: Payload, redesign: Redesign, outputs: EngineOutput[]): Promise<boolean> {
  // Store first (slow), claim second: a loser deletes what it stored, so nothing is left behind.
  const owner = idOf(redesign.owner)
  const stored: RedesignImage[] = []
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
    if (!(await claim(db, redesign.id, 'succeeded', null, 0))) return false
    await payload.update({ collection: 'redesigns', id: redesign.id, data: { outputs: stored.map((image) => image.id) }, overrideAccess: true, req })
    return true
  })
  if (!won) await payload.delete({ collection: 'redesign-images', where: { id: { in: stored.map((image) => image.id) } }, overrideAccess: true })
  return won
}

/** Failed or canceled: say why and give the credits back, in one transaction (once, by the ledger key). */
export async function finishUnsuccessful(payload: Payload, redesign: Redesign, outcome: 'failed' | 'canceled', error: string): Promise<boolean> {
  return withTransaction(payload, async ({ req, db }) => {
    if (!(await claim(db, redesign.id, outcome, error, redesign.creditsCharged))) return false
    if (redesign.creditsCharged > 0) {
      const refund = { userId: idOf(redesign.owner), delta: redesign.creditsCharged, reason: 'redesign_refund', key: `redesign:${redesign.id}:refund`, redesignId: redesign.id, note: outcome } as const
      await applyCreditChange(payload, refund, req)
    }
    return true
  })
}
