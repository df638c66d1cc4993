import type { S3ClientConfig } from '@aws-sdk/client-s3'

import type { Settings } from '@/lib/env'

export type S3Settings = NonNullable<Settings['s3']>

// A store that does not answer fails the call, never a hang.
export const S3_LIMITS = {
  connectionTimeoutMs: 3_000,
  idleTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxAttempts: 3,
}

export function s3ClientConfig(s3: S3Settings): S3ClientConfig {
  const agent = { keepAlive: true, maxSockets: 50 }
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    // With the default, stream bodies are sent aws-chunked, which some S3-compatible stores store as is.
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

export const describeStore = (s3: S3Settings) =>
  `bucket "${s3.bucket}" at ${s3.endpoint ?? `AWS S3 (${s3.region})`}`
