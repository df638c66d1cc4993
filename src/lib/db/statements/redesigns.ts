import { sql } from '@payloadcms/db-postgres'

import type { Redesign } from '@/payload-types'
import type { Db } from '../postgres'

type Fragment = ReturnType<typeof sql>
type Status = Redesign['status']

/** What a status change may write besides the status; `now` stamps the database's clock. */
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
  status: Status
  creditsCharged: number
  providerJobId: string | null
  startedAt: Date | null
}

export type StatusChange = {
  from: readonly Status[]
  to: Status
  /** Only while no provider job id is saved yet (so a second runner cannot overwrite the first's). */
  onlyWithoutProviderJob?: boolean
}

/**
 * One conditional UPDATE: changes the row only if its status is still one of `from`. Returns the
 * row when this caller won, null when someone else changed the status first (or the redesign is
 * gone). Concurrent callers are serialised by the row lock, so exactly one wins each step.
 */
export async function updateRedesignStatus(
  db: Db,
  id: number,
  { from, to, onlyWithoutProviderJob }: StatusChange,
  changes: TransitionChanges = {},
): Promise<ClaimedRedesign | null> {
  const sets: Fragment[] = [sql`status = ${to}`, sql`updated_at = now()`]
  if (changes.error !== undefined) sets.push(sql`error = ${changes.error}`)
  if (changes.refundAll) sets.push(sql`credits_refunded = credits_charged`)
  if (changes.providerJobId !== undefined)
    sets.push(sql`provider_job_id = ${changes.providerJobId}`)
  if (changes.startedAt) sets.push(sql`started_at = now()`)
  if (changes.completedAt) sets.push(sql`completed_at = now()`)
  const onlyUnset = onlyWithoutProviderJob ? sql` AND provider_job_id IS NULL` : sql``
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
    status: row.status as Status,
    creditsCharged: Number(row.credits_charged),
    providerJobId: (row.provider_job_id as string | null) ?? null,
    startedAt: row.started_at ? new Date(row.started_at as string) : null,
  }
}
