import type { Payload } from 'payload'

/**
 * Runs every job now due in a queue, once, as one worker tick would. Integration files share one
 * database, so a queue may hold jobs an earlier file left behind; Payload's default pass takes only
 * the ten oldest, which then crowd out the jobs this test queued.
 */
export async function runQueuedJobs(payload: Payload, queue: string): Promise<void> {
  await payload.jobs.run({ queue, limit: 500 })
}
