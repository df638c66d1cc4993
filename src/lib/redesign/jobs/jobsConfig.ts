import type { JobsConfig } from 'payload'

import { requestUser } from '@/access/requestUser'
import { hasRole } from '@/access/roles'
import { BILLING_QUEUE } from '@/lib/billing/billingQueue'
import { sendOrderReceiptTask } from '@/lib/billing/sendOrderReceipt'
import { getSettings } from '@/lib/env'
import { redesignQueue } from './queue'
import { recoverInterruptedJobs } from './recoverInterruptedJobs'
import { runRedesignTask } from './runRedesignTask'

/** Only the Next server runs jobs; CLI tools, the seed and test processes only queue them. */
const isJobRunner = () =>
  process.env.NEXT_RUNTIME === 'nodejs' && process.env.ROOMWISE_JOB_RUNNER !== 'off'
const adminOnly = ({ req }: { req: { user?: unknown } }) => hasRole(requestUser(req), 'admin')

export const jobs: JobsConfig = {
  tasks: [runRedesignTask, sendOrderReceiptTask],
  // Every second, so a new redesign is picked up within a second of being queued; receipts can wait a few.
  autoRun: () => [
    { cron: '* * * * * *', queue: serverQueue(), limit: 8, silent: { info: true } },
    { cron: '*/3 * * * * *', queue: BILLING_QUEUE, limit: 10, silent: { info: true } },
  ],
  shouldAutoRun: async (payload) => {
    if (!isJobRunner()) return false
    recovered ??= Promise.all([
      recoverInterruptedJobs(payload, serverQueue()),
      recoverInterruptedJobs(payload, BILLING_QUEUE),
    ]).then(() => true)
    return recovered
  },
  deleteJobOnComplete: true,
  access: { queue: adminOnly, run: adminOnly, cancel: adminOnly },
}

let recovered: Promise<boolean> | undefined
const serverQueue = () => redesignQueue(getSettings().replicateApiToken ? 'replicate' : 'offline')
