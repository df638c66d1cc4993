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

/**
 * The owner's ready, unexpired export as a stream of its ZIP, or null: someone else's export, one
 * still being prepared, an expired one and a missing file all read as "no such download" (a store
 * that does not answer is an error, not a 404). Only the owner downloads (admins see the record in
 * the panel, not the person's files).
 */
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
  // Only now, after the owner check, is the file (or the bucket's object) opened.
  const file = await openExportFile(found.fileName)
  if (!file) return null
  const day = (found.completedAt ?? found.createdAt).slice(0, 10)
  return {
    stream: Readable.toWeb(file.body) as ReadableStream<Uint8Array>,
    bytes: file.bytes,
    downloadName: `roomwise-my-data-${day}.zip`,
  }
}
