import { PassThrough, Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'

import { type FileWriter, fileWriterOf } from './fileWriter'
import { isMissingObject, ObjectStorageError } from './ObjectStorageError'
import { s3Client } from './s3Client'
import { describeStore, type S3Settings } from './s3ClientConfig'

/**
 * Reading, writing and removing one object by its key, through the process's S3 client (its
 * timeouts, retries and checksum settings). Callers decide the key (objectKey, exportObjectKey) and
 * any access check; every failure is an ObjectStorageError naming the store and the key.
 */

export const storeFailed = (s3: S3Settings, what: string, key: string, error: unknown) =>
  new ObjectStorageError(
    `Object storage (${describeStore(s3)}) could not ${what} ${key}: ${error instanceof Error ? error.message || error.name : String(error)}`,
    { cause: error },
  )

/** An object's bytes as a stream and its length, or null when no such object is stored. */
export async function openObject(
  s3: S3Settings,
  key: string,
): Promise<{ body: Readable; bytes: number | undefined } | null> {
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
    return { body: body.pipe(out), bytes: object.ContentLength }
  } catch (error) {
    if (isMissingObject(error)) return null
    throw storeFailed(s3, 'read', key, error)
  }
}

/** Removes an object; one already gone is fine (S3 answers a delete of a missing key with success). */
export async function removeObject(s3: S3Settings, key: string): Promise<void> {
  await s3Client(s3)
    .send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }))
    .catch((error) => {
      throw storeFailed(s3, 'delete', key, error)
    })
}

/** Parts of 5 MiB (S3's smallest), two in flight: memory stays near 10 MiB whatever the size. */
const PART_BYTES = 5 * 1024 * 1024
const PARTS_IN_FLIGHT = 2

/**
 * Streams a new object of unknown length into the bucket (one PUT when small, a multipart upload
 * otherwise, by @aws-sdk/lib-storage). The stream applies back-pressure while parts are uploading;
 * when the store fails, the stream is destroyed with that error so a writer never waits forever.
 * `abort` also ends a multipart upload's parts and removes an object a single PUT already stored.
 */
export function writeObject(s3: S3Settings, key: string, contentType: string): FileWriter {
  const stream = new PassThrough({ highWaterMark: 256 * 1024 })
  const upload = new Upload({
    client: s3Client(s3),
    params: { Bucket: s3.bucket, Key: key, Body: stream, ContentType: contentType },
    partSize: PART_BYTES,
    queueSize: PARTS_IN_FLIGHT,
    leavePartsOnError: false,
  })
  const stored = upload.done().then(
    () => undefined,
    (error: unknown) => {
      const failed = storeFailed(s3, 'write', key, error)
      stream.destroy(failed)
      throw failed
    },
  )
  return fileWriterOf(stream, stored, async () => {
    await upload.abort().catch(() => undefined)
    await stored.catch(() => undefined)
    // A small body may already have been stored by a single PUT before the abort. A store that
    // is down keeps the caller's own error the one reported (the object is then never marked
    // ready, so nothing points at it).
    await removeObject(s3, key).catch(() => undefined)
  })
}
