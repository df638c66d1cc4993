import type { Payload } from 'payload'

import { queueJob } from '@/lib/jobs/engine'
import { ACCOUNT_QUEUE } from '@/lib/jobs/queues'
import { findDoc } from '@/lib/payload/findDoc'

// One not yet due is queued again for its time; one already gone is fine.
export async function purgeDataExport(
  payload: Payload,
  exportId: number,
): Promise<'deleted' | 'gone' | 'requeued'> {
  const found = await findDoc(payload, 'server', { collection: 'data-exports', id: exportId })
  if (!found) return 'gone'
  const expiresAt = found.expiresAt ? new Date(found.expiresAt) : null
  if (expiresAt && expiresAt.getTime() > Date.now()) {
    await queueJob(payload, {
      task: 'purgeDataExport',
      id: exportId,
      queue: ACCOUNT_QUEUE,
      startAfter: expiresAt,
    })
    return 'requeued'
  }
  await payload.delete({ collection: 'data-exports', id: exportId, overrideAccess: true })
  return 'deleted'
}
