import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

/** s3rver accepts these credentials only (it checks header signatures, not presigned GETs). */
const KEY = 'S3RVER'

export type S3StandIn = {
  /** The S3_ settings that point Roomwise at this stand-in. */
  env: Record<string, string>
  /** Where s3rver keeps the objects (removed by stop). */
  directory: string
  /** Every key in the bucket, optionally under a prefix, listed through the real SDK. */
  listKeys: (prefix?: string) => Promise<string[]>
  /** An object's bytes, or null when the key is not there. */
  readObject: (key: string) => Promise<Buffer | null>
  stop: () => Promise<void>
}

/**
 * An S3-compatible server (s3rver) on 127.0.0.1 and a free port, its objects in a new temporary
 * folder, with the bucket already created. It needs path-style addresses and the SDK's
 * `requestChecksumCalculation: 'WHEN_REQUIRED'`, which the app's client config sets
 * (src/lib/storage/s3ClientConfig.ts). It does not check signatures on GETs, so whether a file is
 * private must be proven through our own routes, never by asking the stand-in.
 */
export async function startS3StandIn(bucket = 'roomwise-test'): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
    S3_FORCE_PATH_STYLE: 'true',
  }
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  })
  return {
    env,
    directory,
    listKeys: async (prefix) => {
      const keys: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        )
        keys.push(...(page.Contents ?? []).map((object) => object.Key!))
        token = page.NextContinuationToken
      } while (token)
      return keys.sort()
    },
    readObject: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        return Buffer.from(await object.Body!.transformToByteArray())
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },
    stop: async () => {
      client.destroy()
      // Clients keep connections alive; close them, or the server (and the test run) waits on them.
      server.httpServer?.closeAllConnections()
      await server.close().catch(() => undefined)
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
