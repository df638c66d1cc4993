import type { S3Settings } from '@/lib/storage/s3ClientConfig'

/** S3 settings for a unit test (nothing is ever sent to them): a path-style local store, and `changes`. */
export const testS3Settings = (changes: Partial<S3Settings> = {}): S3Settings => ({
  bucket: 'roomwise',
  region: 'eu-west-1',
  endpoint: 'http://127.0.0.1:9000',
  credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret' },
  forcePathStyle: true,
  publicUrl: undefined,
  ...changes,
})
