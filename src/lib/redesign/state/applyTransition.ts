import { sql } from '@payloadcms/db-postgres'

import type { Db } from '@/lib/db/withTransaction'
import type { RedesignStatus } from './statuses'
import { transitionOf, type RedesignEvent } from './transitions'

type Fragment = ReturnType<typeof sql>

/** What an event may write besides the status; `now` stamps the database's clock. */
export type TransitionChanges = {
  error?: string | null
  /** Records the whole charge as refunded (the ledger entry is written by the caller, same transaction). */
  refundAll?: boolean
  providerJobId?: string
  startedAt?: 'now'
  completedAt?: 'now'
}

/** The row as the winning UPDATE left it: what the winner needs to act on (refund, cancel, deadline). */
export type ClaimedRedesign = {
  id: number
  ownerId: number
  status: RedesignStatus
  creditsCharged: number
  providerJobId: string | null
  startedAt: Date | null
}

/**
 * Applies one event of the transition table as one conditional UPDATE: it changes the row only if
 * the status is still one the event may leave (and, for recordProviderJob, no id is saved yet).
 * Returns the row when this caller won, null when someone else changed the status first (or the
 * redesign is gone). Run it inside the transaction that writes the event's consequences.
 */
export async function applyTransition(
  db: Db,
  id: number,
  event: RedesignEvent,
  changes: TransitionChanges = {},
): Promise<ClaimedRedesign | null> {
  const { from, to } = transitionOf(event)
  const sets: Fragment[] = [sql`status = ${to}`, sql`updated_at = now()`]
  if (changes.error !== undefined) sets.push(sql`error = ${changes.error}`)
  if (changes.refundAll) sets.push(sql`credits_refunded = credits_charged`)
  if (changes.providerJobId !== undefined)
    sets.push(sql`provider_job_id = ${changes.providerJobId}`)
  if (changes.startedAt) sets.push(sql`started_at = now()`)
  if (changes.completedAt) sets.push(sql`completed_at = now()`)
  const onlyUnset = event === 'recordProviderJob' ? sql` AND provider_job_id IS NULL` : sql``
  const result = await db.execute<Record<string, unknown>>(sql`
    UPDATE redesigns SET ${sql.join(sets, sql`, `)}
    WHERE id = ${id} AND status IN (${sql.join(
      from.map((status) => sql`${status}`),
      sql`, `,
    )})${onlyUnset}
    RETURNING id, owner_id, status, credits_charged, provider_job_id, started_at`)
  const row = result.rows[0]
  if (!row) return null
  return {
    id: Number(row.id),
    ownerId: Number(row.owner_id),
    status: row.status as RedesignStatus,
    creditsCharged: Number(row.credits_charged),
    providerJobId: (row.provider_job_id as string | null) ?? null,
    startedAt: row.started_at ? new Date(row.started_at as string) : null,
  }
}
