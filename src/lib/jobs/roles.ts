import type { Settings } from '@/lib/env'

/** Whether a process runs the job queues: `web` never does (it only queues jobs); `worker` and
 *  `all` do. */
export function runsQueues(role: Settings['role'], runnerSwitch?: string): boolean {
  return role !== 'web' && runnerSwitch !== 'off'
}
