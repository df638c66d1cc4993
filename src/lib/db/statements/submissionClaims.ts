import { sql } from '@payloadcms/db-postgres'

import type { Db } from '../postgres'

// Submit-once claims for a provider without idempotency keys; only these table names reach the SQL.
export type ClaimedTable = 'redesigns' | 'upscales'

export const tableName = (table: ClaimedTable) =>
  sql.raw(table === 'upscales' ? 'upscales' : 'redesigns')

export const lapsedBefore = (ms: number) => sql`now() - ${ms}::integer * interval '1 millisecond'`

export async function claimSubmission(db: Db, table: ClaimedTable, id: number): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE ${tableName(table)} SET submission_claimed_at = now(), updated_at = now()
    WHERE id = ${id} AND status = 'processing' AND provider_job_id IS NULL
      AND submission_claimed_at IS NULL
    RETURNING id`)
  return result.rows.length > 0
}

export type SubmissionState<Status extends string> = {
  status: Status
  providerJobId: string | null
  claimLapsed: boolean
}

export async function submissionStateOf<Status extends string>(
  db: Db,
  table: ClaimedTable,
  id: number,
  leaseMs: number,
): Promise<SubmissionState<Status> | null> {
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT status, provider_job_id,
      coalesce(submission_claimed_at < ${lapsedBefore(leaseMs)}, false) AS claim_lapsed
    FROM ${tableName(table)} WHERE id = ${id}`)
  const row = result.rows[0]
  if (!row) return null
  return {
    status: row.status as Status,
    providerJobId: (row.provider_job_id as string | null) ?? null,
    claimLapsed: row.claim_lapsed === true,
  }
}
