import type { CollectionConfig, JobsConfig, Payload, PayloadRequest } from 'payload'

import { hasRole } from '@/lib/auth/roles'
import { getSettings, type Settings } from '@/lib/env'
import { isNextBuild, isNextNodeRuntime } from '@/lib/env/nextProcess'
import { startQueueRunners, type QueueRunners } from '@/lib/jobs/queueRunners'
import { runsQueues } from '@/lib/jobs/roles'
import { exportAccountDataTask } from './exportAccountData'
import { leasedTask } from './leasedTask'
import { purgeDataExportTask } from './purgeDataExport'
import { runRedesignTask } from './runRedesign'
import { runUpscaleTask } from './runUpscale'
import { queueSchedules } from './schedules'
import { sendOrderReceiptTask } from './sendOrderReceipt'

/**
 * Payload's jobs queue, wired once in payload.config.ts (as src/plugins is). How to add a job (its
 * task file, its lease, types, the migration of the task enum, its queue and schedule) is the
 * README's "Where to add… a background job". Queues are run by our own runners (src/lib/jobs), not
 * Payload's autoRun: one active runner per queue across every process (a PostgreSQL advisory
 * lock), every job under a lease (leasedTask: each task below is wrapped in it). Over the API only
 * admins may queue, run or cancel a job.
 */

const adminOnly = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'admin')

/** The lease of a running job (src/lib/db/statements/jobs.ts); written only by raw statements. */
const withLeaseFields = ({
  defaultJobsCollection,
}: {
  defaultJobsCollection: CollectionConfig
}): CollectionConfig => ({
  ...defaultJobsCollection,
  fields: [
    ...defaultJobsCollection.fields,
    { name: 'leaseOwner', type: 'text', admin: { readOnly: true } },
    { name: 'leaseExpiresAt', type: 'date', admin: { readOnly: true } },
  ],
})

export const jobs: JobsConfig = {
  tasks: [
    leasedTask(runRedesignTask),
    leasedTask(runUpscaleTask),
    leasedTask(sendOrderReceiptTask),
    leasedTask(exportAccountDataTask),
    leasedTask(purgeDataExportTask),
  ],
  jobsCollectionOverrides: withLeaseFields,
  deleteJobOnComplete: true,
  access: { queue: adminOnly, run: adminOnly, cancel: adminOnly },
}

/**
 * Starts the queue runners inside the Next server (`npm start`, role `all`): called from Payload's
 * onInit, so never in `next build`, CLI tools, the seed or tests (they only queue jobs), nor on a
 * `web` instance. `npm run worker` (scripts/worker.ts) starts them outside Next. The runners, or
 * undefined when this process runs no queue. `env` (tests) stands in for Next's own NEXT_RUNTIME
 * and NEXT_PHASE.
 */
export function startJobsInServer(
  payload: Payload,
  settings: Settings = getSettings(),
  env?: Partial<Record<string, string>>,
): QueueRunners | undefined {
  if (!isNextNodeRuntime(env) || isNextBuild(env)) return
  if (!runsQueues(settings.role, settings.jobs.runner)) return
  if (!settings.databaseUrl) {
    payload.logger.error('jobs: no DATABASE_URL, so no queue runs in this process')
    return
  }
  const started = globalThis as { __roomwiseQueueRunners?: QueueRunners }
  started.__roomwiseQueueRunners ??= startQueueRunners(payload, {
    schedules: queueSchedules(settings),
    databaseUrl: settings.databaseUrl,
    leaseMs: settings.jobs.leaseMs,
    log: (line) => payload.logger.info(`jobs: ${line}`),
  })
  return started.__roomwiseQueueRunners
}
