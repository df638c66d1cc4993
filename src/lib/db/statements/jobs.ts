import { sql } from '@payloadcms/db-postgres'

import type { Db } from '../postgres'

/**
 * A running job's lease (payload_jobs.lease_owner, lease_expires_at): the process running it renews
 * it every leaseMs/3 (src/lib/jobs/jobLeases.ts). Payload 3 marks a job `processing` when it picks it
 * up and never picks such a job again, so a job whose runner died must be handed back, but only
 * once its lease has lapsed: a live runner's jobs are never touched.
 */

const ids = (jobIds: readonly number[]) =>
  sql.join(
    jobIds.map((id) => sql`${id}`),
    sql`, `,
  )

/** A lease statement's arguments: the jobs, the owner of their lease, and its length. */
type LeaseArgs = [db: Db, jobIds: readonly number[], owner: string, leaseMs: number]

/**
 * Sets the leases of unfinished jobs to end leaseMs from now, under `owner`. `onlyOwn` keeps it to
 * rows already leased by `owner` (a renewal); otherwise the lease is taken whoever held it.
 */
async function setJobLeases(onlyOwn: boolean, ...[db, jobIds, owner, leaseMs]: LeaseArgs) {
  if (jobIds.length === 0) return 0
  const result = await db.execute(sql`
    UPDATE payload_jobs
    SET lease_owner = ${owner}, lease_expires_at = now() + ${leaseMs}::integer * interval '1 millisecond'
    WHERE id IN (${ids(jobIds)}) AND completed_at IS NULL
      ${onlyOwn ? sql`AND lease_owner = ${owner}` : sql.empty()} RETURNING id`)
  return result.rows.length
}

/**
 * Renews the leases this process still holds. A runner that stalled past its lease may find its
 * job handed back and leased by another runner: it must not take the lease back (the other
 * runner's stop would then hand back nothing), so only rows still its own are renewed.
 */
export const renewJobLeases = (...args: LeaseArgs): Promise<number> => setJobLeases(true, ...args)

/** Takes the lease of a job this process starts running (finished jobs are left alone). */
export const leaseJobs = (...args: LeaseArgs): Promise<number> => setJobLeases(false, ...args)

/**
 * Hands a queue's jobs back when their runner is gone: still `processing`, and both the lease and
 * the last change Payload made (its pick-up stamps updated_at, before our handler takes the lease)
 * are older than the lease. The ids handed back.
 */
export async function releaseExpiredJobs(
  db: Db,
  queue: string,
  leaseMs: number,
): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    UPDATE payload_jobs
    SET processing = false, lease_owner = NULL, lease_expires_at = NULL, updated_at = now()
    WHERE queue = ${queue} AND processing = true AND completed_at IS NULL
      AND GREATEST(lease_expires_at, updated_at + ${leaseMs}::integer * interval '1 millisecond') < now()
    RETURNING id`)
  return result.rows.map((row) => Number(row.id))
}

/**
 * A stopping runner gives back the jobs it still holds, at once, so the next runner need not wait
 * for their leases (every job is safe to run again: see README, "Jobs and workers").
 */
export async function handBackJobs(
  db: Db,
  jobIds: readonly number[],
  owner: string,
): Promise<number> {
  if (jobIds.length === 0) return 0
  const result = await db.execute(sql`
    UPDATE payload_jobs
    SET processing = false, lease_owner = NULL, lease_expires_at = NULL, updated_at = now()
    WHERE id IN (${ids(jobIds)}) AND lease_owner = ${owner} AND completed_at IS NULL RETURNING id`)
  return result.rows.length
}

/**
 * Marks up to `limit` due jobs of `queue` as processing, oldest first, in one statement, and
 * returns their ids. Payload's own pick-up finds jobs, then updates them one by one, so two
 * overlapping pick-ups in one process could take the same job; this one cannot (SKIP LOCKED), which
 * lets the queue's runner start jobs while others still run.
 */
export async function claimDueJobs(db: Db, queue: string, limit: number): Promise<number[]> {
  if (limit <= 0) return []
  const result = await db.execute<{ id: number }>(sql`
    UPDATE payload_jobs SET processing = true, updated_at = now()
    WHERE id IN (
      SELECT id FROM payload_jobs
      WHERE queue = ${queue} AND processing = false AND completed_at IS NULL
        AND has_error IS NOT TRUE AND (wait_until IS NULL OR wait_until < now())
      ORDER BY created_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`)
  return result.rows.map((row) => Number(row.id))
}
