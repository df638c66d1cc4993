import type { TaskConfig } from 'payload'

import { leasesFor } from '@/lib/jobs/jobLeases'

/** What our tasks declare: their input and output (Payload does not export its own name for it). */
type TaskInputOutput = { input: object; output: object }

/**
 * A task whose handler runs under its job's lease (src/lib/jobs/jobLeases.ts), whichever process
 * runs it: the queue's active runner hands a job back only when that lease has lapsed.
 */
export function leasedTask<T extends TaskInputOutput>(task: TaskConfig<T>): TaskConfig<T> {
  const { handler } = task
  // Every task of this app is a function; a path would be loaded by Payload itself, unleased.
  if (typeof handler !== 'function')
    throw new Error(`Task ${task.slug}: handler must be a function`)
  return {
    ...task,
    handler: (args) =>
      leasesFor(args.req.payload).hold(Number(args.job.id), async () => handler(args)),
  }
}
