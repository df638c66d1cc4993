import type { S3ClientConfig } from '@aws-sdk/client-s3'

import type { Settings } from '@/lib/env'

export type S3Settings = NonNullable<Settings['s3']>

/**
 * Bounds on every call to object storage: a store that does not answer fails the call with an
 * error after at most `maxAttempts` tries, each cut off after `idleTimeoutMs` of silence or
 * `requestTimeoutMs` in all (our files are images of a few MB), never a hang.
 */
export const S3_LIMITS = {
  connectionTimeoutMs: 3_000,
  idleTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxAttempts: 3,
}

/** The S3 client's configuration, from the S3_ settings (shared by Payload's adapter and ours). */
export function s3ClientConfig(s3: S3Settings): S3ClientConfig {
  const agent = { keepAlive: true, maxSockets: 50 }
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    // Undefined leaves the SDK its own credential chain (an instance role).
    credentials: s3.credentials,
    // Checksums only where S3 demands them: with the default, stream bodies are sent aws-chunked,
    // which S3-compatible stores that do not speak it (s3rver, some MinIO/R2 setups) store as is.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: S3_LIMITS.maxAttempts,
    retryMode: 'standard',
    requestHandler: {
      connectionTimeout: S3_LIMITS.connectionTimeoutMs,
      socketTimeout: S3_LIMITS.idleTimeoutMs,
      requestTimeout: S3_LIMITS.requestTimeoutMs,
      // Without it the SDK only logs a warning when requestTimeout passes, and keeps waiting.
      throwOnRequestTimeout: true,
      httpAgent: agent,
      httpsAgent: agent,
    },
  }
}

/** Where the store is, for error messages (never the keys). */
export const describeStore = (s3: S3Settings) =>
  `bucket "${s3.bucket}" at ${s3.endpoint ?? `AWS S3 (${s3.region})`}`
