import { sql } from '@payloadcms/db-postgres'

import type { Db } from '../postgres'
import { lapsedBefore, tableName, type ClaimedTable } from './submissionClaims'

type Fragment = ReturnType<typeof sql>

export type StatusChanges = {
  error?: string | null
  refundAll?: boolean
  providerJobId?: string
  startedAt?: 'now'
  completedAt?: 'now'
}

export type StatusChangeOf<Status extends string> = {
  from: readonly Status[]
  to: Status
  onlyWithoutProviderJob?: boolean
  /** Only when the claimant is presumed dead between claim and record (see claimSubmission). */
  onlyLapsedSubmissionMs?: number
}

export const RUN_COLUMNS = sql`id, owner_id, status, credits_charged, provider_job_id, started_at`

export type ClaimedRun<Status extends string> = {
  id: number
  ownerId: number
  status: Status
  creditsCharged: number
  providerJobId: string | null
  startedAt: Date | null
}

export const claimedRunOf = <Status extends string>(
  row: Record<string, unknown>,
): ClaimedRun<Status> => ({
  id: Number(row.id),
  ownerId: Number(row.owner_id),
  status: row.status as Status,
  creditsCharged: Number(row.credits_charged),
  providerJobId: (row.provider_job_id as string | null) ?? null,
  startedAt: row.started_at ? new Date(row.started_at as string) : null,
})

// Changes the row only while its status is one of `from`; the row lock makes exactly one caller win.
export async function conditionalStatusUpdate<Status extends string>(
  db: Db,
  table: ClaimedTable,
  id: number,
  { from, to, onlyWithoutProviderJob, onlyLapsedSubmissionMs }: StatusChangeOf<Status>,
  changes: StatusChanges,
  returning: Fragment,
): Promise<Record<string, unknown> | undefined> {
  const sets: Fragment[] = [sql`status = ${to}`, sql`updated_at = now()`]
  if (changes.error !== undefined) sets.push(sql`error = ${changes.error}`)
  if (changes.refundAll) sets.push(sql`credits_refunded = credits_charged`)
  if (changes.providerJobId !== undefined)
    sets.push(sql`provider_job_id = ${changes.providerJobId}`)
  if (changes.startedAt) sets.push(sql`started_at = now()`)
  if (changes.completedAt) sets.push(sql`completed_at = now()`)
  const onlyUnset = onlyWithoutProviderJob ? sql` AND provider_job_id IS NULL` : sql``
  const onlyLapsed =
    onlyLapsedSubmissionMs === undefined
      ? sql``
      : sql` AND provider_job_id IS NULL AND submission_claimed_at < ${lapsedBefore(onlyLapsedSubmissionMs)}`
  const result = await db.execute<Record<string, unknown>>(sql`
    UPDATE ${tableName(table)} SET ${sql.join(sets, sql`, `)}
    WHERE id = ${id} AND status IN (${sql.join(
      from.map((status) => sql`${status}`),
      sql`, `,
    )})${onlyUnset}${onlyLapsed}
    RETURNING ${returning}`)
  return result.rows[0]
}

export const statusUpdateOf =
  <Status extends string, Claimed>(
    table: ClaimedTable,
    columns: Fragment,
    read: (row: Record<string, unknown>) => Claimed,
  ) =>
  async (
    db: Db,
    id: number,
    change: StatusChangeOf<Status>,
    changes: StatusChanges = {},
  ): Promise<Claimed | null> => {
    const row = await conditionalStatusUpdate(db, table, id, change, changes, columns)
    return row ? read(row) : null
  }
