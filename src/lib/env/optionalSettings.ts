import { z } from 'zod'

import { DEFAULT_MODELS, MODEL_REFERENCE } from '../redesign/engines/replicate/defaultModels'
import { flag, httpUrl, wholeNumber } from './settingRules'

export const httpLimitSettings = z.object({
  /** Proxies in front of the server that append to X-Forwarded-For. 0: never believe that header. */
  TRUST_PROXY_HOPS: wholeNumber(0, 10, 0),
  BODY_TIMEOUT_SECONDS: wholeNumber(1, 3600, 120),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: wholeNumber(1, 1_000_000, 10),
  RATE_LIMIT_CHECKOUT_PER_MINUTE: wholeNumber(1, 1_000_000, 10),
  RATE_LIMIT_STUDIO_PER_MINUTE: wholeNumber(1, 1_000_000, 20),
  RATE_LIMIT_ACCOUNT_PER_MINUTE: wholeNumber(1, 1_000_000, 10),
  /** Per client address, REST and GraphQL without a session (files excepted). */
  RATE_LIMIT_ANONYMOUS_API_PER_MINUTE: wholeNumber(1, 1_000_000, 120),
  RATE_LIMIT_SHARED_LINKS_PER_MINUTE: wholeNumber(1, 1_000_000, 120),
})

// An empty value (KEY=) means "use the default", as for every setting.
const replicateModel = (fallback: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(MODEL_REFERENCE, 'must look like owner/name or owner/name:version')
      .default(fallback),
  )

export const optionalSettings = httpLimitSettings.extend({
  AUTH_GOOGLE_ISSUER: z.union([z.literal(''), httpUrl]).optional(),
  AUTH_LOCAL_SIGNIN: flag,
  REPLICATE_MODEL: replicateModel(DEFAULT_MODELS.restyle),
  REPLICATE_MODEL_STAGE: replicateModel(DEFAULT_MODELS.stage),
  REPLICATE_MODEL_DECLUTTER: replicateModel(DEFAULT_MODELS.declutter),
  REPLICATE_MODEL_SURFACE: replicateModel(DEFAULT_MODELS.surface),
  REPLICATE_MODEL_AREA: replicateModel(DEFAULT_MODELS.area),
  /** `replicate`, `cog` or `offline`; empty: Replicate when a token is set, else offline. */
  REDESIGN_ENGINE: z
    .enum(['offline', 'replicate', 'cog', ''], { message: 'must be offline, replicate or cog' })
    .optional(),
  COG_URL: z.union([z.literal(''), httpUrl]).optional(),
  /** The Cog server's slots (1 unless @cog.concurrent(max=N)); never more are sent at once. */
  COG_SLOTS: wholeNumber(1, 64, 1),
  COG_TIMEOUT_SECONDS: wholeNumber(5, 3600, 240),
  COG_BUSY_RETRIES: wholeNumber(0, 100, 6),
  REPLICATE_API_BASE: z.union([z.literal(''), httpUrl]).optional(),
  REPLICATE_WEBHOOK_SECRET: z.string().trim().optional(),
  /** Refused in production. */
  STRIPE_API_BASE: z.union([z.literal(''), httpUrl]).optional(),
  /** Cancels any single statement running longer; migrations and the seed use a longer one. */
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(100, 600_000, 5000),
  FREE_CREDITS: wholeNumber(0, 1000, 3),
  REDESIGN_TIMEOUT_SECONDS: wholeNumber(10, 3600, 300),
  REDESIGN_MAX_ACTIVE: wholeNumber(1, 100, 4),
  REDESIGN_MAX_PER_HOUR: wholeNumber(1, 10000, 60),
  /** `all`: pages, APIs and queues; `web`: pages and APIs, jobs only queued; `worker`: queues only. */
  ROOMWISE_ROLE: z
    .enum(['all', 'web', 'worker'], { message: 'must be all, web or worker' })
    .default('all'),
  /** `off`: this process runs no queue whatever its role (tools and tests that boot the app). */
  ROOMWISE_JOB_RUNNER: z.string().trim().optional(),
  JOB_LEASE_SECONDS: wholeNumber(10, 3600, 30),
  WORKER_CONCURRENCY: wholeNumber(1, 200, 16),
  PROVIDER_CHECK_SECONDS: wholeNumber(1, 600, 10),
  S3_BUCKET: z.string().trim().optional(),
  S3_REGION: z.string().trim().optional(),
  /** A non-AWS endpoint (MinIO, R2, a local stand-in); empty for AWS itself. */
  S3_ENDPOINT: z.union([z.literal(''), httpUrl]).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  S3_FORCE_PATH_STYLE: flag,
  S3_PUBLIC_URL: z.union([z.literal(''), httpUrl]).optional(),
  REDIS_URL: z
    .string()
    .trim()
    .refine((value) => value === '' || /^rediss?:\/\/\S+$/.test(value), {
      message: 'must be a redis:// or rediss:// URL',
    })
    .optional(),
  EMAIL_FROM: z.string().trim().min(3).default('Roomwise <hello@roomwise.app>'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
})

export type OptionalSettings = z.infer<typeof optionalSettings>
