import type { Settings } from '@/lib/env'

/**
 * Whether a process runs the job queues: `web` never does (it only queues jobs); `worker` and
 * `all` do. `ROOMWISE_JOB_RUNNER=off` (settings.jobs.runner) keeps a process that would otherwise
 * run them from doing so (tools and tests that boot the app). Pure, so the rule is tested on its
 * own.
 */
export function runsQueues(role: Settings['role'], runnerSwitch?: string): boolean {
  return role !== 'web' && runnerSwitch !== 'off'
}
