import { sql } from '@payloadcms/db-postgres'

import type { Redesign } from '@/payload-types'
import type { Db } from '../postgres'
import {
  claimSubmission,
  lapsedBefore,
  submissionStateOf,
  type SubmissionState as GenericSubmissionState,
} from './submissionClaims'

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
  /**
   * Only while the submission was claimed more than this many ms ago and no provider job id was
   * saved: the claimant is presumed dead between claim and record (see claimProviderSubmission).
   */
  onlyLapsedSubmissionMs?: number
}

/**
 * One conditional UPDATE: changes the row only if its status is still one of `from`. Returns the
 * row when this caller won, null when someone else changed the status first (or the redesign is
 * gone). Concurrent callers are serialised by the row lock, so exactly one wins each step.
 */
export async function updateRedesignStatus(
  db: Db,
  id: number,
  { from, to, onlyWithoutProviderJob, onlyLapsedSubmissionMs }: StatusChange,
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
  const onlyLapsed =
    onlyLapsedSubmissionMs === undefined
      ? sql``
      : sql` AND provider_job_id IS NULL AND submission_claimed_at < ${lapsedBefore(onlyLapsedSubmissionMs)}`
  const result = await db.execute<Record<string, unknown>>(sql`
    UPDATE redesigns SET ${sql.join(sets, sql`, `)}
    WHERE id = ${id} AND status IN (${sql.join(
      from.map((status) => sql`${status}`),
      sql`, `,
    )})${onlyUnset}${onlyLapsed}
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

/**
 * Claims the right to submit this redesign to the provider (one conditional UPDATE, won by exactly
 * one caller); the winner submits, then records the id (recordProviderJob).
 */
export const claimProviderSubmission = (db: Db, id: number) => claimSubmission(db, 'redesigns', id)

export type SubmissionState = GenericSubmissionState<Status>

export const submissionState = (db: Db, id: number, leaseMs: number) =>
  submissionStateOf<Status>(db, 'redesigns', id, leaseMs)

/**
 * Holds the owner's redesign until the transaction ends, so that something made for it (a share
 * link) is either committed before a delete of the redesign starts, and goes with it, or sees that
 * the redesign is gone. False when it is not (or no longer) theirs.
 */
export async function holdOwnRedesign(db: Db, id: number, ownerId: number): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM redesigns WHERE id = ${id} AND owner_id = ${ownerId} FOR SHARE`)
  return result.rows.length > 0
}

/** Locks a stored image until the transaction ends (deciding whether a room photo is still used). */
export async function lockRedesignImage(db: Db, id: number): Promise<void> {
  await db.execute(sql`SELECT 1 FROM redesign_images WHERE id = ${id} FOR UPDATE`)
}
