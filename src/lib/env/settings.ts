import type { RedesignMode } from '@/lib/redesign/modes'
import type { AppMode } from './mode'

/** Every setting of this process, validated and with its defaults filled in (loadSettings.ts). */
export type Settings = {
  mode: AppMode
  /** Undefined only locally before the launcher has started the embedded database. */
  databaseUrl: string | undefined
  /** PostgreSQL statement_timeout of the app's connections, in ms: a runaway query is cancelled, not waited for. */
  databaseStatementTimeoutMs: number
  payloadSecret: string
  authSecret: string
  authUrl: string | undefined
  google: { clientId: string; clientSecret: string; issuer: string | undefined } | undefined
  /** The labelled local sign-in: on locally unless Google is configured; refused in production. */
  localSignIn: boolean
  graphqlEnabled: boolean
  resendApiKey: string | undefined
  replicateApiToken: string | undefined
  replicate: {
    /** Each mode's model (restyle's is REPLICATE_MODEL, the others' REPLICATE_MODEL_<MODE>). */
    models: Record<RedesignMode, string>
    apiBase: string | undefined
    webhookSecret: string | undefined
  }
  /** The engine named by REDESIGN_ENGINE; undefined: Replicate when a token is set, else offline. */
  redesignEngine: 'offline' | 'replicate' | 'cog' | undefined
  /** The self-hosted Cog model server (README: a self-hosted model); set only with REDESIGN_ENGINE=cog. */
  cog: { url: string; slots: number; callTimeoutMs: number; busyRetries: number } | undefined
  redesign: { freeCredits: number; timeoutMs: number; maxActive: number; maxPerHour: number }
  /**
   * Payments. apiBase is a local Stripe stand-in (never in production); testMode is true when no
   * real money can move (a test key, or the stand-in), which the checkout buttons say.
   */
  stripe:
    | { secretKey: string; webhookSecret: string; apiBase: string | undefined; testMode: boolean }
    | undefined
  /** What this process runs: pages and APIs (`web`), the job queues (`worker`), or both (`all`). */
  role: 'all' | 'web' | 'worker'
  /** `runner: 'off'` (ROOMWISE_JOB_RUNNER=off) keeps this process from running any queue. */
  jobs: { leaseMs: number; concurrency: number; providerCheckMs: number; runner: 'on' | 'off' }
  /** S3-compatible object storage for files; undefined: the local disk (one machine only). */
  s3:
    | {
        bucket: string
        region: string
        endpoint: string | undefined
        /** Undefined: the SDK's own credential chain (an instance role, for example). */
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined
        forcePathStyle: boolean
        publicUrl: string | undefined
      }
    | undefined
  /** Redis shared by every web instance for the page cache; undefined: each process's own memory. */
  redisUrl: string | undefined
  appUrl: string
  emailFrom: string
  adminEmails: string[]
  /** Limits of the public surface (src/lib/http); README: Security. */
  http: {
    trustProxyHops: number
    bodyTimeoutMs: number
    rateLimitsPerMinute: {
      signIn: number
      checkout: number
      studio: number
      account: number
      anonymousApi: number
      sharedLinks: number
    }
  }
}
