import { z } from 'zod'

import { MODEL_REFERENCE, MODES } from '../redesign/modes'

const nonEmpty = z.string().trim().min(1, 'is empty')

const httpUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value)
      return url.protocol === 'http:' || url.protocol === 'https:'
    } catch {
      return false
    }
  }, 'must be a valid http(s) URL, for example https://roomwise.app')

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/\S+$/.test(value), 'must be a postgres:// connection URL')

const secret = z
  .string()
  .trim()
  .min(32, 'must be at least 32 characters (use `openssl rand -hex 32`)')

const flag = z
  .enum(['true', 'false', '1', '0', ''], { message: 'must be true or false' })
  .optional()
  .transform((value) =>
    value === undefined || value === '' ? undefined : value === 'true' || value === '1',
  )

// An empty value (KEY=) means "use the default".
const wholeNumber = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ message }).int(message).min(min, message).max(max, message).default(fallback),
  )
}

// Settings loadSettings reads by name; all but AUTH_URL are required in production (locally, stand-ins).
const spec = <N extends string>(name: N, schema: z.ZodType<string>, describe: string) => ({
  name,
  schema,
  describe,
  requiredInProduction: name !== 'AUTH_URL',
})

export const SETTINGS = [
  spec('DATABASE_URL', postgresUrl, 'PostgreSQL connection URL'),
  spec('PAYLOAD_SECRET', secret, 'Payload encryption secret'),
  spec('AUTH_SECRET', secret, 'Auth.js session secret'),
  spec('AUTH_URL', httpUrl, 'public base URL of the auth routes'),
  spec('AUTH_GOOGLE_ID', nonEmpty, 'Google OAuth client id'),
  spec('AUTH_GOOGLE_SECRET', nonEmpty, 'Google OAuth client secret'),
  spec('RESEND_API_KEY', nonEmpty, 'Resend e-mail API key'),
  spec('REPLICATE_API_TOKEN', nonEmpty, 'Replicate API token'),
  spec('STRIPE_SECRET_KEY', nonEmpty, 'Stripe secret key'),
  spec('STRIPE_WEBHOOK_SECRET', nonEmpty, 'Stripe webhook signing secret'),
  spec('NEXT_PUBLIC_APP_URL', httpUrl, 'public URL of the site'),
]

export type SettingName = (typeof SETTINGS)[number]['name']

const replicateModel = (fallback: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(MODEL_REFERENCE, 'must look like owner/name or owner/name:version')
      .default(fallback),
  )

// Fixed defaults in every mode; empty (KEY=) means the default. .env.example describes each one.
export const optionalSettings = z.object({
  TRUST_PROXY_HOPS: wholeNumber(0, 10, 0),
  BODY_TIMEOUT_SECONDS: wholeNumber(1, 3600, 120),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: wholeNumber(1, 1_000_000, 10),
  RATE_LIMIT_CHECKOUT_PER_MINUTE: wholeNumber(1, 1_000_000, 10),
  RATE_LIMIT_STUDIO_PER_MINUTE: wholeNumber(1, 1_000_000, 20),
  RATE_LIMIT_ACCOUNT_PER_MINUTE: wholeNumber(1, 1_000_000, 10),
  RATE_LIMIT_SHARED_LINKS_PER_MINUTE: wholeNumber(1, 1_000_000, 120),
  AUTH_GOOGLE_ISSUER: z.union([z.literal(''), httpUrl]).optional(),
  AUTH_LOCAL_SIGNIN: flag,
  GRAPHQL_ENABLED: flag,
  REPLICATE_MODEL: replicateModel(MODES.restyle.replicateModel),
  REPLICATE_MODEL_STAGE: replicateModel(MODES.stage.replicateModel),
  REPLICATE_MODEL_DECLUTTER: replicateModel(MODES.declutter.replicateModel),
  REPLICATE_MODEL_SURFACE: replicateModel(MODES.surface.replicateModel),
  REPLICATE_MODEL_AREA: replicateModel(MODES.area.replicateModel),
  REPLICATE_MODEL_MATCH: replicateModel(MODES.match.replicateModel),
  REDESIGN_ENGINE: z
    .enum(['offline', 'replicate', 'cog', ''], { message: 'must be offline, replicate or cog' })
    .optional(),
  COG_URL: z.union([z.literal(''), httpUrl]).optional(),
  COG_SLOTS: wholeNumber(1, 64, 1),
  COG_TIMEOUT_SECONDS: wholeNumber(5, 3600, 240),
  COG_BUSY_RETRIES: wholeNumber(0, 100, 6),
  REPLICATE_API_BASE: z.union([z.literal(''), httpUrl]).optional(),
  REPLICATE_WEBHOOK_SECRET: z.string().trim().optional(),
  STRIPE_API_BASE: z.union([z.literal(''), httpUrl]).optional(),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(100, 600_000, 5000),
  FREE_CREDITS: wholeNumber(0, 1000, 3),
  REDESIGN_TIMEOUT_SECONDS: wholeNumber(10, 3600, 300),
  REDESIGN_MAX_ACTIVE: wholeNumber(1, 100, 4),
  REDESIGN_MAX_PER_HOUR: wholeNumber(1, 10000, 60),
  STRUCTURE_MIN_STRICT: wholeNumber(0, 100, 80),
  STRUCTURE_MIN_BALANCED: wholeNumber(0, 100, 65),
  STRUCTURE_MIN_CREATIVE: wholeNumber(0, 100, 45),
  ROOMWISE_ROLE: z
    .enum(['all', 'web', 'worker'], { message: 'must be all, web or worker' })
    .default('all'),
  ROOMWISE_JOB_RUNNER: z.string().trim().optional(),
  JOB_LEASE_SECONDS: wholeNumber(10, 3600, 30),
  WORKER_CONCURRENCY: wholeNumber(1, 200, 16),
  PROVIDER_CHECK_SECONDS: wholeNumber(1, 600, 10),
  S3_BUCKET: z.string().trim().optional(),
  S3_REGION: z.string().trim().optional(),
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
