import type { KeepStructure } from '@/lib/redesign/keepStructure'
import type { RedesignMode } from '@/lib/redesign/modes'
import type { AppMode } from './mode'

export type Settings = {
  mode: AppMode
  databaseUrl: string | undefined
  databaseStatementTimeoutMs: number
  payloadSecret: string
  authSecret: string
  authUrl: string | undefined
  google: { clientId: string; clientSecret: string; issuer: string | undefined } | undefined
  localSignIn: boolean
  graphqlEnabled: boolean
  resendApiKey: string | undefined
  replicateApiToken: string | undefined
  replicate: {
    models: Record<RedesignMode, string>
    apiBase: string | undefined
    webhookSecret: string | undefined
  }
  redesignEngine: 'offline' | 'replicate' | 'cog' | undefined
  cog: { url: string; slots: number; callTimeoutMs: number; busyRetries: number } | undefined
  redesign: {
    freeCredits: number
    timeoutMs: number
    maxActive: number
    maxPerHour: number
    /** The structure gate's threshold per "Keep structure" level. */
    structureMin: Record<KeepStructure, number>
  }
  /** testMode: no real money can move (a test key, or the local stand-in), which the checkout says. */
  stripe:
    | { secretKey: string; webhookSecret: string; apiBase: string | undefined; testMode: boolean }
    | undefined
  role: 'all' | 'web' | 'worker'
  jobs: { leaseMs: number; concurrency: number; providerCheckMs: number; runner: 'on' | 'off' }
  s3:
    | {
        bucket: string
        region: string
        endpoint: string | undefined
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined
        forcePathStyle: boolean
        publicUrl: string | undefined
      }
    | undefined
  redisUrl: string | undefined
  appUrl: string
  emailFrom: string
  adminEmails: string[]
  http: {
    trustProxyHops: number
    bodyTimeoutMs: number
    rateLimitsPerMinute: {
      signIn: number
      checkout: number
      studio: number
      account: number
      sharedLinks: number
    }
  }
}
