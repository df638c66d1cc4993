import fs from 'node:fs'
import path from 'node:path'
import { PassThrough, Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'

import { getSettings } from '@/lib/env'
import { isPlainFileName, objectKey, type StoredCollection } from './objectKey'
import { isMissingObject, ObjectStorageError } from './ObjectStorageError'
import { s3Client } from './s3Client'
import { describeStore, type S3Settings } from './s3ClientConfig'

/**
 * The one way to reach an uploaded file's bytes outside Payload's own upload path (engines, result
 * downloads, data exports, clean-up after a rollback). With S3 settings the file is in the bucket
 * and the disk is never touched; without them, in the collection's folder as Payload wrote it.
 */

function diskPath(payload: Payload, collection: StoredCollection, filename: string): string {
  const dir = payload.collections[collection].config.upload.staticDir
  if (!dir) throw new Error(`The ${collection} collection has no storage folder`)
  // Stored names are Payload's own; a name with a path in it is never followed.
  if (!isPlainFileName(filename))
    throw new Error(`Not a stored file name: ${JSON.stringify(filename)}`)
  return path.join(dir, filename)
}

const storeFailed = (s3: S3Settings, what: string, key: string, error: unknown) =>
  new ObjectStorageError(
    `Object storage (${describeStore(s3)}) could not ${what} ${key}: ${error instanceof Error ? error.message || error.name : String(error)}`,
    { cause: error },
  )

/** A stored file's bytes as a stream, or null when no such file is stored. */
export async function openStoredFile(
  payload: Payload,
  collection: StoredCollection,
  filename: string,
): Promise<Readable | null> {
  const s3 = getSettings().s3
  if (!s3) {
    const handle = await fs.promises
      .open(diskPath(payload, collection, filename))
      .catch((error) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      })
    return handle ? handle.createReadStream({ highWaterMark: 256 * 1024 }) : null
  }
  const key = objectKey(collection, filename)
  try {
    const object = await s3Client(s3).send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
    // In Node the SDK's body is the HTTP response itself, a Readable.
    if (!(object.Body instanceof Readable)) throw new Error('the answer had no readable body')
    const body = object.Body
    // A failure mid-body (the store stops answering) reaches readers as our error, not the SDK's;
    // a reader that stops early releases the connection.
    const out = new PassThrough()
    body.once('error', (error) => out.destroy(storeFailed(s3, 'read', key, error)))
    out.once('close', () => body.destroy())
    return body.pipe(out)
  } catch (error) {
    if (isMissingObject(error)) return null
    throw storeFailed(s3, 'read', key, error)
  }
}

/** A stored file's bytes, or null when no such file is stored. */
export async function readStoredFile(
  payload: Payload,
  collection: StoredCollection,
  filename: string,
): Promise<Buffer | null> {
  const stream = await openStoredFile(payload, collection, filename)
  if (!stream) return null
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * Removes files whose documents never committed (Payload's own delete removes a document's files
 * through the adapter; this is for files left behind by a rolled-back create). Missing files are fine.
 */
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
  await Promise.all(
    filenames.map(async (name) => {
      const key = objectKey(collection, name)
      await s3Client(s3)
        .send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }))
        .catch((error) => {
          throw storeFailed(s3, 'delete', key, error)
        })
    }),
  )
}
