import { sql } from '@payloadcms/db-postgres'

import type { UpscaleStatus } from '@/lib/upscale/upscaleRules'
import type { Db } from '../postgres'
import {
  claimSubmission,
  lapsedBefore,
  submissionStateOf,
  type SubmissionState,
} from './submissionClaims'

type Fragment = ReturnType<typeof sql>

/** What a status change may write besides the status; `now` stamps the database's clock. */
export type UpscaleChanges = {
  error?: string | null
  /** Records the whole charge as refunded (the ledger entry is written by the caller, same transaction). */
  refundAll?: boolean
  providerJobId?: string
  startedAt?: 'now'
  completedAt?: 'now'
}

/** The row as the winning UPDATE left it: what the winner needs to act on. */
export type ClaimedUpscale = {
  id: number
  ownerId: number
  redesignId: number
  status: UpscaleStatus
  scale: number
  creditsCharged: number
  providerJobId: string | null
  startedAt: Date | null
}

export type UpscaleStatusChange = {
  from: readonly UpscaleStatus[]
  to: UpscaleStatus
  /** Only while no provider job id is saved yet. */
  onlyWithoutProviderJob?: boolean
  /** Only while the submission was claimed longer ago than this (ms) and no id was saved. */
  onlyLapsedSubmissionMs?: number
}

/**
 * One conditional UPDATE: changes the row only if its status is still one of `from`. The row when
 * this caller won, null when someone else moved it first (or it is gone, its redesign deleted).
 */
export async function updateUpscaleStatus(
  db: Db,
  id: number,
  { from, to, onlyWithoutProviderJob, onlyLapsedSubmissionMs }: UpscaleStatusChange,
  changes: UpscaleChanges = {},
): Promise<ClaimedUpscale | null> {
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
    UPDATE upscales SET ${sql.join(sets, sql`, `)}
    WHERE id = ${id} AND status IN (${sql.join(
      from.map((status) => sql`${status}`),
      sql`, `,
    )})${onlyUnset}${onlyLapsed}
    RETURNING id, owner_id, redesign_id, status, scale, credits_charged, provider_job_id, started_at`)
  const row = result.rows[0]
  if (!row) return null
  return {
    id: Number(row.id),
    ownerId: Number(row.owner_id),
    redesignId: Number(row.redesign_id),
    status: row.status as UpscaleStatus,
    scale: Number(row.scale),
    creditsCharged: Number(row.credits_charged),
    providerJobId: (row.provider_job_id as string | null) ?? null,
    startedAt: row.started_at ? new Date(row.started_at as string) : null,
  }
}

/** Claims the right to submit this upscale to the provider (won by exactly one caller). */
export const claimUpscaleSubmission = (db: Db, id: number) => claimSubmission(db, 'upscales', id)

export type UpscaleSubmissionState = SubmissionState<UpscaleStatus>

export const upscaleSubmissionState = (db: Db, id: number, leaseMs: number) =>
  submissionStateOf<UpscaleStatus>(db, 'upscales', id, leaseMs)

/**
 * Locks an upscale until the transaction ends and reads its output as it is now: a run finishing
 * at this moment has either committed its output (read here) or waits and then finds the row gone.
 */
export async function lockUpscaleOutput(db: Db, id: number): Promise<number | null> {
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT output_id FROM upscales WHERE id = ${id} FOR UPDATE`)
  const output = result.rows[0]?.output_id
  return output === null || output === undefined ? null : Number(output)
}
