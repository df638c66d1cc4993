import type { Payload } from 'payload'

import { dbFor } from '@/lib/db/postgres'
import { releaseInterruptedJobs } from '@/lib/db/statements/jobs'

/**
 * A server killed mid-job leaves its job marked "processing", and the queue never picks such a job
 * again. At start-up those jobs are handed back to the queue; running one twice is safe, because the
 * redesign's state machine (src/lib/redesign/state) lets the run resume only a redesign still processing, reuses
 * its saved provider job, and finishes it exactly once.
 */
export async function recoverInterruptedJobs(payload: Payload, queue: string): Promise<number> {
  const released = await releaseInterruptedJobs(await dbFor(payload), queue)
  if (released > 0)
    payload.logger.info(`Handed ${released} interrupted job(s) back to the ${queue} queue`)
  return released
}
