import type { Payload } from 'payload'

import { findFirst } from '@/lib/payload/findDoc'
import type { DataExport } from '@/payload-types'
import { PENDING_STATUSES, type ExportStatus } from './dataExportRules'

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
