import { PassThrough, Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'

import { type FileWriter, fileWriterOf } from './fileWriter'
import { describeStore, s3ClientConfig, type S3Settings } from './s3ClientConfig'

export class ObjectStorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ObjectStorageError'
  }
}

export function isMissingObject(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404
}

export const storeFailed = (s3: S3Settings, what: string, key: string, error: unknown) =>
  new ObjectStorageError(
    `Object storage (${describeStore(s3)}) could not ${what} ${key}: ${error instanceof Error ? error.message || error.name : String(error)}`,
    { cause: error },
  )

export async function openObject(
  s3: S3Settings,
  key: string,
): Promise<{ body: Readable; bytes: number | undefined } | null> {
  try {
    const object = await s3Client(s3).send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
    // In Node the SDK's body is the HTTP response itself, a Readable.
    if (!(object.Body instanceof Readable)) throw new Error('the answer had no readable body')
    const body = object.Body
    // A failure mid-body reaches readers as our error; a reader that stops early releases the connection.
    const out = new PassThrough()
    body.once('error', (error) => out.destroy(storeFailed(s3, 'read', key, error)))
    out.once('close', () => body.destroy())
    return { body: body.pipe(out), bytes: object.ContentLength }
  } catch (error) {
    if (isMissingObject(error)) return null
    throw storeFailed(s3, 'read', key, error)
  }
}

export async function removeObject(s3: S3Settings, key: string): Promise<void> {
  await s3Client(s3)
    .send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }))
    .catch((error) => {
      throw storeFailed(s3, 'delete', key, error)
    })
}

const PART_BYTES = 5 * 1024 * 1024
const PARTS_IN_FLIGHT = 2

// Back-pressure while parts upload; a store failure destroys the stream so a writer never waits forever.
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
    // A single PUT may already have stored a small body. The caller's own error stays the one reported.
    await removeObject(s3, key).catch(() => undefined)
  })
}

let cached: { settings: S3Settings; client: S3Client } | undefined

export function s3Client(settings: S3Settings): S3Client {
  if (cached?.settings !== settings)
    cached = { settings, client: new S3Client(s3ClientConfig(settings)) }
  return cached.client
}
