import { S3Client } from '@aws-sdk/client-s3'

import { s3ClientConfig, type S3Settings } from './s3ClientConfig'

let cached: { settings: S3Settings; client: S3Client } | undefined

export function s3Client(settings: S3Settings): S3Client {
  if (cached?.settings !== settings)
    cached = { settings, client: new S3Client(s3ClientConfig(settings)) }
  return cached.client
}
