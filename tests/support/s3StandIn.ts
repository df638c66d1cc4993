import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

import { freePort } from '../../scripts/lib/freePort'

/** The part of s3rver's (untyped) class the stand-in uses. */
type S3rverServer = { run(): Promise<unknown>; close(): Promise<void> }
type S3rverClass = new (options: {
  address: string
  port: number
  silent: boolean
  directory: string
  configureBuckets: { name: string }[]
}) => S3rverServer

export type S3StandIn = {
  /** The S3_* settings that point the app at this stand-in. */
  env: Record<
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ENDPOINT'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE',
    string
  >
  /** Every key in the bucket, read through the real S3 client. */
  listKeys(): Promise<string[]>
  stop(): Promise<void>
}

/**
 * A local S3-compatible server (s3rver, from npm) on a free loopback port with one bucket, its
 * objects in a temporary folder removed on stop. Clients need path-style addresses.
 */
export async function startS3StandIn(bucket = 'roomwise-test'): Promise<S3StandIn> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-s3-'))
  const port = await freePort()
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  })
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    listKeys: async () => {
      const keys: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        )
        keys.push(...(page.Contents ?? []).flatMap((object) => object.Key ?? []))
        token = page.NextContinuationToken
      } while (token)
      return keys
    },
    stop: async () => {
      client.destroy()
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
