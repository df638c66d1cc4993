import { Readable } from 'node:stream'
import type { Payload } from 'payload'

import { findFirst } from '@/lib/payload/findDoc'
import type { User } from '@/payload-types'
import { openExportFile } from './exportFiles'

export type OpenedExport = {
  stream: ReadableStream<Uint8Array>
  bytes: number
  downloadName: string
}

// Someone else's, unfinished, expired and missing exports all read as "no such download".
export async function openDataExport(
  payload: Payload,
  user: User,
  exportId: number,
): Promise<OpenedExport | null> {
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
