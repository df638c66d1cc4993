import type { OptionalSettings as Optional } from './settingSchemas'

export function s3Problems(env: Optional): string[] {
  const problems: string[] = []
  const anyS3 = [
    env.S3_REGION,
    env.S3_ENDPOINT,
    env.S3_ACCESS_KEY_ID,
    env.S3_SECRET_ACCESS_KEY,
    env.S3_PUBLIC_URL,
  ]
  if (!env.S3_BUCKET) {
    if (anyS3.some(Boolean))
      problems.push('S3_BUCKET is missing: the other S3_ settings do nothing without a bucket')
    return problems
  }
  if (!env.S3_REGION)
    problems.push('S3_REGION is missing: set it with S3_BUCKET (any value for a stand-in)')
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    problems.push(
      `${env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} is missing: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together`,
    )
  return problems
}

export function s3Settings(env: Optional) {
  if (!env.S3_BUCKET || !env.S3_REGION) return undefined
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT || undefined,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, '') || undefined,
  }
}

// For the CSP's img-src: next.config.ts fixes headers at `next build`, so the setting must be set there too.
export function publicMediaOrigin(env: Record<string, string | undefined>): string | undefined {
  if (!env.S3_PUBLIC_URL) return undefined
  try {
    return new URL(env.S3_PUBLIC_URL).origin
  } catch {
    return undefined // loadSettings reports the bad address
  }
}
