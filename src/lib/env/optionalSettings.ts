import { z } from 'zod'

import { MODEL_REFERENCE, MODES } from '../redesign/modes'
import { flag, httpUrl, wholeNumber } from './settingRules'

const replicateModel = (fallback: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(MODEL_REFERENCE, 'must look like owner/name or owner/name:version')
      .default(fallback),
  )

/** Optional settings with fixed defaults in every mode; an empty value (KEY=) means the default. */
export const optionalSettings = z.object({
  /** Proxies in front of the server that append to X-Forwarded-For. 0: never believe that header. */
  TRUST_PROXY_HOPS: wholeNumber(0, 10, 0),
  /** A request body not fully received within this many seconds is refused with 408. */
  BODY_TIMEOUT_SECONDS: wholeNumber(1, 3600, 120),
  /** Per client address: sign-in attempts (Auth.js sign-in and callback requests, local sign-in). */
  RATE_LIMIT_SIGN_IN_PER_MINUTE: wholeNumber(1, 1_000_000, 10),
  /** Per customer: checkout and customer-portal requests. */
  RATE_LIMIT_CHECKOUT_PER_MINUTE: wholeNumber(1, 1_000_000, 10),
  /** Per customer: studio API writes (README: the rate-limit table lists them). */
  RATE_LIMIT_STUDIO_PER_MINUTE: wholeNumber(1, 1_000_000, 20),
  /** Per customer: account changes (rename, prepare a data download) and data downloads. */
  RATE_LIMIT_ACCOUNT_PER_MINUTE: wholeNumber(1, 1_000_000, 10),
  /** Per client address: share-link look-ups (the /shared/<token> page and its images). */
  RATE_LIMIT_SHARED_LINKS_PER_MINUTE: wholeNumber(1, 1_000_000, 120),
  /** Where Google's OpenID configuration lives; tests point it at a local stand-in. */
  AUTH_GOOGLE_ISSUER: z.union([z.literal(''), httpUrl]).optional(),
  /** The labelled local sign-in (pick a name, e-mail and role). Never allowed in production. */
  AUTH_LOCAL_SIGNIN: flag,
  /** Payload's GraphQL API, for editors and admins only; off unless set. */
  GRAPHQL_ENABLED: flag,
  /** Replicate model: "owner/name" (official models) or "owner/name:version". */
  REPLICATE_MODEL: replicateModel(MODES.restyle.replicateModel),
  /** The model of each other studio mode (REPLICATE_MODEL is Restyle's); same format. */
  REPLICATE_MODEL_STAGE: replicateModel(MODES.stage.replicateModel),
  REPLICATE_MODEL_DECLUTTER: replicateModel(MODES.declutter.replicateModel),
  REPLICATE_MODEL_SURFACE: replicateModel(MODES.surface.replicateModel),
  REPLICATE_MODEL_AREA: replicateModel(MODES.area.replicateModel),
  REPLICATE_MODEL_MATCH: replicateModel(MODES.match.replicateModel),
  /** `replicate`, `cog` (COG_URL) or `offline`; empty: Replicate when a token is set, else offline. */
  REDESIGN_ENGINE: z
    .enum(['offline', 'replicate', 'cog', ''], { message: 'must be offline, replicate or cog' })
    .optional(),
  /** The Cog model server's address (README: a self-hosted model), e.g. http://gpu-1:5000. */
  COG_URL: z.union([z.literal(''), httpUrl]).optional(),
  /** Predictions the Cog server runs at once (its slots: 1 unless @cog.concurrent(max=N)); never more are sent. */
  COG_SLOTS: wholeNumber(1, 64, 1),
  /** The longest one call to the Cog server may wait for its prediction, in seconds. */
  COG_TIMEOUT_SECONDS: wholeNumber(5, 3600, 240),
  /** How many "busy" (409) answers in a row are retried before a redesign fails and is refunded. */
  COG_BUSY_RETRIES: wholeNumber(0, 100, 6),
  /** Replicate's API address; tests point it at a local stand-in. */
  REPLICATE_API_BASE: z.union([z.literal(''), httpUrl]).optional(),
  /** The signing secret of Replicate webhooks (whsec_…); without it, results are polled for. */
  REPLICATE_WEBHOOK_SECRET: z.string().trim().optional(),
  /** Stripe's API address; the local launcher and tests point it at a Stripe stand-in. Refused in production. */
  STRIPE_API_BASE: z.union([z.literal(''), httpUrl]).optional(),
  /** statement_timeout (ms): a runaway query fails its request instead of holding a connection. */
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(100, 600_000, 5000),
  /** Credits a new customer receives on first sign-in. */
  FREE_CREDITS: wholeNumber(0, 1000, 3),
  /** A redesign that has not finished after this many seconds fails and is refunded. */
  REDESIGN_TIMEOUT_SECONDS: wholeNumber(10, 3600, 300),
  /** Per customer: redesigns waiting or running at once, and redesigns started per hour. */
  REDESIGN_MAX_ACTIVE: wholeNumber(1, 100, 4),
  REDESIGN_MAX_PER_HOUR: wholeNumber(1, 10000, 60),
  /** Structure score (0–100) below which a result is made again once, then refunded, per "Keep structure". */
  STRUCTURE_MIN_STRICT: wholeNumber(0, 100, 80),
  STRUCTURE_MIN_BALANCED: wholeNumber(0, 100, 65),
  STRUCTURE_MIN_CREATIVE: wholeNumber(0, 100, 45),
  /** `all`: pages, APIs and job queues; `web`: pages and APIs (jobs only queued); `worker`: queues only. */
  ROOMWISE_ROLE: z
    .enum(['all', 'web', 'worker'], { message: 'must be all, web or worker' })
    .default('all'),
  /** `off`: this process runs no queue whatever its role (tools and tests that boot the app). */
  ROOMWISE_JOB_RUNNER: z.string().trim().optional(),
  /** How long a running job may miss its worker's heartbeat before pg-boss runs it again (≥ 10). */
  JOB_LEASE_SECONDS: wholeNumber(10, 3600, 30),
  /** How many redesign jobs one worker process runs at once (each only submits; the model runs elsewhere). */
  WORKER_CONCURRENCY: wholeNumber(1, 200, 16),
  /** A provider run whose webhook has not come is asked about after this, then less often. */
  PROVIDER_CHECK_SECONDS: wholeNumber(1, 600, 10),
  /** S3-compatible object storage for Media and redesign images; without S3_BUCKET, the local disk. */
  S3_BUCKET: z.string().trim().optional(),
  S3_REGION: z.string().trim().optional(),
  /** A non-AWS endpoint (MinIO, R2, a local stand-in); empty for AWS itself. */
  S3_ENDPOINT: z.union([z.literal(''), httpUrl]).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  /** Path-style addresses (endpoint/bucket/key), which MinIO and most stand-ins need. */
  S3_FORCE_PATH_STYLE: flag,
  /** Where public Media is served from (a CDN or the bucket's public address); empty: through the app. */
  S3_PUBLIC_URL: z.union([z.literal(''), httpUrl]).optional(),
  /** Redis for the page cache every web instance shares; without it, each process keeps its own. */
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

/** The optional settings, parsed (each with its default filled in). */
export type OptionalSettings = z.infer<typeof optionalSettings>
