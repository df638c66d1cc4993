import type { Payload } from 'payload'

import { runJob } from '@/jobs'
import { ensureQueue, jobEngine, type JobData } from '@/lib/jobs/engine'

/**
 * Runs every job now due in a queue, once, as a worker would: claimed through pg-boss, run, then
 * completed or failed (a failed one is retried later by pg-boss's own rules).
 */
export async function runQueuedJobs(payload: Payload, queue: string): Promise<void> {
  const boss = await jobEngine(payload)
  await ensureQueue(boss, queue)
  for (const job of await boss.fetch<JobData>(queue, { batchSize: 500 })) {
    try {
      await runJob(payload, job.data)
      await boss.complete(queue, job.id)
    } catch (error) {
      await boss.fail(queue, job.id, { message: String(error) })
    }
  }
}

/** Deletes the jobs waiting in a queue (a test that runs its records directly leaves them behind). */
export async function dropQueuedJobs(payload: Payload, queue: string): Promise<void> {
  const boss = await jobEngine(payload)
  await ensureQueue(boss, queue)
  await boss.deleteQueuedJobs(queue)
}
