import type { Payload } from 'payload'

import { queueJob } from '@/lib/jobs/engine'
import { ACCOUNT_QUEUE } from '@/lib/jobs/queues'
import { withTransaction } from '@/lib/db/postgres'
import { insertPendingExport, releaseStaleExports } from '@/lib/db/statements/dataExports'
import { EXPORT_STALE_AFTER_MINUTES } from './dataExportRules'

const INTERRUPTED = 'Preparing your data was interrupted. Please press “Prepare my data” again.'

// Two presses or two tabs make one export; a stale one is marked failed first so nobody is blocked.
export async function requestDataExport(
  payload: Payload,
  userId: number,
): Promise<{ started: boolean }> {
  return withTransaction(payload, async ({ req, db }) => {
    await releaseStaleExports(db, userId, EXPORT_STALE_AFTER_MINUTES, INTERRUPTED)
    const exportId = await insertPendingExport(db, userId)
    if (exportId === null) return { started: false }
    await queueJob(payload, { task: 'exportAccountData', id: exportId, queue: ACCOUNT_QUEUE, req })
    return { started: true }
  })
}
