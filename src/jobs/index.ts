import type { JobsConfig, PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import { getSettings } from '@/lib/env'
import { engineFor } from '@/lib/redesign/engines/engineFor'
import { exportAccountDataTask } from './exportAccountData'
import { purgeDataExportTask } from './purgeDataExport'
import { ACCOUNT_QUEUE, BILLING_QUEUE, redesignQueue } from './queues'
import { recoverInterruptedJobs } from './recoverInterruptedJobs'
import { runRedesignTask } from './runRedesign'
import { sendOrderReceiptTask } from './sendOrderReceipt'

/**
 * Payload's jobs queue, wired once in payload.config.ts (as src/plugins is). To add a job:
 * 1. write its task in src/jobs/<slug>.ts: a TaskConfig whose handler calls the domain's logic in
 *    src/lib/<domain>/ (the logic stays testable without the queue);
 * 2. list it in `tasks` below and run `npx payload generate:types` (the task slug is typed);
 * 3. queue it with `payload.jobs.queue({ task, input, queue, req })`, inside the transaction of
 *    the change that calls for it, on one of the queues in ./queues.ts; a new queue also needs
 *    its line in `autoRun` and in `shouldAutoRun`'s recovery.
 * Only the Next server runs jobs (the app queues them through the local API); over the API only
 * admins may queue, run or cancel one.
 */

/** Only the Next server runs jobs; CLI tools, the seed and test processes only queue them. */
const isJobRunner = () =>
  process.env.NEXT_RUNTIME === 'nodejs' && process.env.ROOMWISE_JOB_RUNNER !== 'off'
const adminOnly = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'admin')

export const jobs: JobsConfig = {
  tasks: [runRedesignTask, sendOrderReceiptTask, exportAccountDataTask, purgeDataExportTask],
  // Every second, so a new redesign is picked up within a second of being queued; receipts can wait a few.
  autoRun: () => [
    { cron: '* * * * * *', queue: serverQueue(), limit: 8, silent: { info: true } },
    { cron: '*/3 * * * * *', queue: BILLING_QUEUE, limit: 10, silent: { info: true } },
    // Data exports read every image of a person: two at a time bounds the server's disk and CPU.
    { cron: '*/2 * * * * *', queue: ACCOUNT_QUEUE, limit: 2, silent: { info: true } },
  ],
  shouldAutoRun: async (payload) => {
    if (!isJobRunner()) return false
    recovered ??= Promise.all([
      recoverInterruptedJobs(payload, serverQueue()),
      recoverInterruptedJobs(payload, BILLING_QUEUE),
      recoverInterruptedJobs(payload, ACCOUNT_QUEUE),
    ]).then(() => true)
    return recovered
  },
  deleteJobOnComplete: true,
  access: { queue: adminOnly, run: adminOnly, cancel: adminOnly },
}

let recovered: Promise<boolean> | undefined
const serverQueue = () => redesignQueue(engineFor(getSettings()).name)
