import { Readable } from 'node:stream'
import type { Payload } from 'payload'

import { withTransaction } from '@/lib/db/postgres'
import { insertPendingExport, releaseStaleExports } from '@/lib/db/statements/dataExports'
import { queueJob } from '@/lib/jobs/engine'
import { ACCOUNT_QUEUE } from '@/lib/jobs/queues'
import { findDoc, findFirst } from '@/lib/payload/findDoc'
import type { DataExport, User } from '@/payload-types'
import { EXPORT_STALE_AFTER_MINUTES, PENDING_STATUSES, type ExportStatus } from './dataExportRules'
import { openExportFile } from './exportFiles'

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

export type DataExportView =
  | { state: 'none' }
  | { state: 'preparing'; requestedAt: string }
  | {
      state: 'ready'
      downloadUrl: string
      readyAt: string
      expiresAt: string
      sizeBytes: number
      imageCount: number
    }
  | { state: 'failed'; message: string }

export const downloadUrlFor = (exportId: number) => `/api/account/exports/${exportId}/download`

export function viewOf(found: DataExport | undefined, now = new Date()): DataExportView {
  if (!found) return { state: 'none' }
  if (PENDING_STATUSES.includes(found.status as ExportStatus))
    return { state: 'preparing', requestedAt: found.createdAt }
  if (found.status === 'failed')
    return { state: 'failed', message: found.error || 'Preparing your data failed.' }
  // Expired but not yet purged: as if there were none (the download route refuses it too).
  if (!found.expiresAt || new Date(found.expiresAt) <= now) return { state: 'none' }
  return {
    state: 'ready',
    downloadUrl: downloadUrlFor(found.id),
    readyAt: found.completedAt ?? found.updatedAt,
    expiresAt: found.expiresAt,
    sizeBytes: found.sizeBytes ?? 0,
    imageCount: found.imageCount ?? 0,
  }
}

export async function latestDataExport(payload: Payload, userId: number): Promise<DataExportView> {
  const latest = await findFirst(payload, 'server', {
    collection: 'data-exports',
    where: { owner: { equals: userId } },
    sort: '-createdAt',
  })
  return viewOf(latest)
}

// Someone else's, unfinished, expired and missing exports all read as "no such download".
export async function openDataExport(payload: Payload, user: User, exportId: number) {
  const found = await findFirst(payload, 'server', {
    collection: 'data-exports',
    where: { id: { equals: exportId }, owner: { equals: user.id }, status: { equals: 'ready' } },
  })
  if (!found?.fileName || !found.expiresAt || new Date(found.expiresAt) <= new Date()) return null
  const file = await openExportFile(found.fileName)
  if (!file) return null
  const day = (found.completedAt ?? found.createdAt).slice(0, 10)
  return {
    stream: Readable.toWeb(file.body) as ReadableStream<Uint8Array>,
    bytes: file.bytes,
    downloadName: `roomwise-my-data-${day}.zip`,
  }
}

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
