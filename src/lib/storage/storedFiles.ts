import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import type { Payload } from 'payload'

import { getSettings } from '@/lib/env'
import { openObject, removeObject } from './bucketObjects'
import { isPlainFileName, objectKey, type StoredCollection } from './objectKey'

// With S3 the disk is never touched; without, the collection's folder as Payload wrote it.

function diskPath(payload: Payload, collection: StoredCollection, filename: string): string {
  const dir = payload.collections[collection].config.upload.staticDir
  if (!dir) throw new Error(`The ${collection} collection has no storage folder`)
  // Stored names are Payload's own; a name with a path in it is never followed.
  if (!isPlainFileName(filename))
    throw new Error(`Not a stored file name: ${JSON.stringify(filename)}`)
  return path.join(dir, filename)
}

export type StoredFileStream = { body: Readable; bytes: number | undefined }

export async function openStoredFile(
  payload: Payload,
  collection: StoredCollection,
  filename: string,
): Promise<StoredFileStream | null> {
  const s3 = getSettings().s3
  if (s3) return openObject(s3, objectKey(collection, filename))
  return openDiskFile(diskPath(payload, collection, filename))
}

export async function openDiskFile(
  file: string,
): Promise<{ body: Readable; bytes: number } | null> {
  const handle = await fs.promises.open(file).catch((error) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  })
  if (!handle) return null
  const { size } = await handle.stat().catch(async (error: unknown) => {
    await handle.close()
    throw error
  })
  return { body: handle.createReadStream({ highWaterMark: 256 * 1024 }), bytes: size }
}

export async function readStoredFile(
  payload: Payload,
  collection: StoredCollection,
  filename: string,
): Promise<Buffer | null> {
  const file = await openStoredFile(payload, collection, filename)
  return file ? buffer(file.body) : null
}

// For files left behind by a rolled-back create (Payload's delete removes a document's own files).
export async function removeStoredFiles(
  payload: Payload,
  collection: StoredCollection,
  filenames: string[],
): Promise<void> {
  const s3 = getSettings().s3
  if (!s3) {
    await Promise.all(
      filenames.map((name) => fs.promises.rm(diskPath(payload, collection, name), { force: true })),
    )
    return
  }
  await Promise.all(filenames.map((name) => removeObject(s3, objectKey(collection, name))))
}
