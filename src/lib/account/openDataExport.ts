import fs from 'node:fs'
import { Readable } from 'node:stream'
import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { exportFilePath } from './exportFiles'

export type OpenedExport = {
  stream: ReadableStream<Uint8Array>
  bytes: number
  downloadName: string
}

/**
 * The owner's ready, unexpired export as a stream of its ZIP, or null: someone else's export, one
 * still being prepared, an expired one and a missing file all read as "no such download". Only the
 * owner downloads (admins see the record in the panel, not the person's files).
 */
export async function openDataExport(
  payload: Payload,
  user: User,
  exportId: number,
): Promise<OpenedExport | null> {
  const { docs } = await payload.find({
    collection: 'data-exports',
    where: { id: { equals: exportId }, owner: { equals: user.id }, status: { equals: 'ready' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const found = docs[0]
  if (!found?.fileName || !found.expiresAt || new Date(found.expiresAt) <= new Date()) return null
  const filePath = exportFilePath(found.fileName)
  let bytes: number
  try {
    bytes = (await fs.promises.stat(filePath)).size
  } catch {
    return null
  }
  const day = (found.completedAt ?? found.createdAt).slice(0, 10)
  return {
    stream: Readable.toWeb(fs.createReadStream(filePath)) as ReadableStream<Uint8Array>,
    bytes,
    downloadName: `roomwise-my-data-${day}.zip`,
  }
}
