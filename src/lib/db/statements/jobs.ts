import { sql } from '@payloadcms/db-postgres'

import type { Db } from '../postgres'

/**
 * Hands a queue's jobs left "processing" by a killed server back to the queue (Payload never picks
 * such a job again on its own). The number of jobs handed back.
 */
export async function releaseInterruptedJobs(db: Db, queue: string): Promise<number> {
  const result = await db.execute(sql`
    UPDATE payload_jobs SET processing = false, updated_at = now()
    WHERE processing = true AND queue = ${queue} AND completed_at IS NULL RETURNING id`)
  return result.rows.length
}
