import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * A server killed mid-job leaves its job marked "processing", and the queue never picks such a job
 * again. At start-up those jobs are handed back to the queue; running one twice is safe, because the
 * redesign's state machine (src/lib/redesign/state) lets the run resume only a redesign still processing, reuses
 * its saved provider job, and finishes it exactly once.
 */
export async function recoverInterruptedJobs(payload: Payload, queue: string): Promise<number> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const result = await db.execute(sql`
    UPDATE payload_jobs SET processing = false, updated_at = now()
    WHERE processing = true AND queue = ${queue} AND completed_at IS NULL RETURNING id`)
  if (result.rows.length > 0)
    payload.logger.info(
      `Handed ${result.rows.length} interrupted job(s) back to the ${queue} queue`,
    )
  return result.rows.length
}
