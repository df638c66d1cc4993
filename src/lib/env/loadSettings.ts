import { optionalSettings } from './optionalSettings'
import { SETTINGS, type SettingName } from './requiredSettings'
import { resolveMode, type Env } from './mode'
import type { LocalSecrets } from './localSecrets'
import { s3Problems, s3Settings } from './s3Settings'
import { defaultsInUse, localAppUrl } from './settingDefaults'
import type { Settings } from './settings'

export type SettingsResult =
  | { ok: true; settings: Settings; defaults: string[] }
  | { ok: false; problems: string[]; message: string }

export type LoadDeps = {
  localSecrets: () => LocalSecrets
}

// Validates every setting at once, so a bad deploy learns all its problems from one message.
export function loadSettings(env: Env, deps: LoadDeps): SettingsResult {
  const mode = resolveMode(env)
  const problems: string[] = []
  const values: Partial<Record<SettingName, string>> = {}

  for (const spec of SETTINGS) {
    const raw = env[spec.name]
    if (raw === undefined || raw.trim() === '') {
      // A server drawing redesigns on its own model server needs no Replicate account.
      const notNeeded = spec.name === 'REPLICATE_API_TOKEN' && env.REDESIGN_ENGINE === 'cog'
      if (mode === 'production' && spec.requiredInProduction && !notNeeded) {
        problems.push(`${spec.name} is missing (${spec.describe})`)
      }
      continue
    }
    const parsed = spec.schema.safeParse(raw)
    if (parsed.success) values[spec.name] = parsed.data
    else problems.push(`${spec.name} ${parsed.error.issues[0]?.message ?? 'is invalid'}`)
  }

  for (const [a, b] of [
    ['AUTH_GOOGLE_ID', 'AUTH_GOOGLE_SECRET'],
    ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  ] as const) {
    if (mode === 'local' && Boolean(values[a]) !== Boolean(values[b])) {
      problems.push(`${values[a] ? b : a} is missing: set ${a} and ${b} together`)
    }
  }

  const optional = optionalSettings.safeParse(env)
  if (!optional.success) {
    for (const issue of optional.error.issues)
      problems.push(`${issue.path.join('.')} ${issue.message}`)
  }

  if (optional.success && mode === 'production' && optional.data.AUTH_LOCAL_SIGNIN) {
    problems.push(
      'AUTH_LOCAL_SIGNIN must not be enabled in production (anyone could sign in as anyone)',
    )
  }
  if (optional.success && mode === 'production' && optional.data.STRIPE_API_BASE) {
    problems.push(
      'STRIPE_API_BASE must not be set in production (payments must go to Stripe itself, not a stand-in)',
    )
  }

  if (optional.success) problems.push(...s3Problems(optional.data))
  if (optional.success && optional.data.REDESIGN_ENGINE === 'cog' && !optional.data.COG_URL)
    problems.push(
      'COG_URL is missing: REDESIGN_ENGINE=cog needs the address of the Cog model server',
    )
  if (
    optional.success &&
    optional.data.REDESIGN_ENGINE === 'replicate' &&
    !values.REPLICATE_API_TOKEN
  )
    problems.push('REPLICATE_API_TOKEN is missing: REDESIGN_ENGINE=replicate needs it')

  if (problems.length > 0 || !optional.success) {
    const heading =
      mode === 'production'
        ? 'Roomwise cannot start in production: fix these settings (see .env.example):'
        : 'Roomwise cannot start: fix these settings (see .env.example):'
    return {
      ok: false,
      problems,
      message: [heading, ...problems.map((p) => `  - ${p}`)].join('\n'),
    }
  }

  const defaults: string[] = []
  let payloadSecret = values.PAYLOAD_SECRET
  let authSecret = values.AUTH_SECRET
  if (!payloadSecret || !authSecret) {
    const generated = deps.localSecrets()
    payloadSecret ??= generated.payloadSecret
    authSecret ??= generated.authSecret
    defaults.push('secrets: generated once and kept in the data folder (.data/secrets.json)')
  }
  defaults.push(...defaultsInUse(values, optional.data, env))
  const redesignEngine = optional.data.REDESIGN_ENGINE || undefined
  const cogUrl = optional.data.COG_URL || undefined
  const stripeApiBase = optional.data.STRIPE_API_BASE || undefined

  return {
    ok: true,
    defaults,
    settings: {
      mode,
      databaseUrl: values.DATABASE_URL,
      databaseStatementTimeoutMs: optional.data.DATABASE_STATEMENT_TIMEOUT_MS,
      payloadSecret,
      authSecret,
      authUrl: values.AUTH_URL,
      google:
        values.AUTH_GOOGLE_ID && values.AUTH_GOOGLE_SECRET
          ? {
              clientId: values.AUTH_GOOGLE_ID,
              clientSecret: values.AUTH_GOOGLE_SECRET,
              issuer: optional.data.AUTH_GOOGLE_ISSUER || undefined,
            }
          : undefined,
      localSignIn: mode === 'local' && (optional.data.AUTH_LOCAL_SIGNIN ?? !values.AUTH_GOOGLE_ID),
      graphqlEnabled: optional.data.GRAPHQL_ENABLED ?? false,
      resendApiKey: values.RESEND_API_KEY,
      replicateApiToken: values.REPLICATE_API_TOKEN,
      replicate: {
        models: {
          restyle: optional.data.REPLICATE_MODEL,
          stage: optional.data.REPLICATE_MODEL_STAGE,
          declutter: optional.data.REPLICATE_MODEL_DECLUTTER,
          surface: optional.data.REPLICATE_MODEL_SURFACE,
          area: optional.data.REPLICATE_MODEL_AREA,
          match: optional.data.REPLICATE_MODEL_MATCH,
        },
        apiBase: optional.data.REPLICATE_API_BASE || undefined,
        webhookSecret: optional.data.REPLICATE_WEBHOOK_SECRET || undefined,
      },
      redesignEngine,
      cog:
        redesignEngine === 'cog' && cogUrl
          ? {
              url: cogUrl,
              slots: optional.data.COG_SLOTS,
              callTimeoutMs: optional.data.COG_TIMEOUT_SECONDS * 1000,
              busyRetries: optional.data.COG_BUSY_RETRIES,
            }
          : undefined,
      redesign: {
        freeCredits: optional.data.FREE_CREDITS,
        timeoutMs: optional.data.REDESIGN_TIMEOUT_SECONDS * 1000,
        maxActive: optional.data.REDESIGN_MAX_ACTIVE,
        maxPerHour: optional.data.REDESIGN_MAX_PER_HOUR,
      },
      stripe:
        values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: values.STRIPE_SECRET_KEY,
              webhookSecret: values.STRIPE_WEBHOOK_SECRET,
              apiBase: stripeApiBase,
              testMode: Boolean(stripeApiBase) || /^(sk|rk)_test_/.test(values.STRIPE_SECRET_KEY),
            }
          : undefined,
      role: optional.data.ROOMWISE_ROLE,
      jobs: {
        leaseMs: optional.data.JOB_LEASE_SECONDS * 1000,
        concurrency: optional.data.WORKER_CONCURRENCY,
        providerCheckMs: optional.data.PROVIDER_CHECK_SECONDS * 1000,
        runner: optional.data.ROOMWISE_JOB_RUNNER === 'off' ? 'off' : 'on',
      },
      s3: s3Settings(optional.data),
      redisUrl: optional.data.REDIS_URL || undefined,
      appUrl: (values.NEXT_PUBLIC_APP_URL ?? localAppUrl(env)).replace(/\/$/, ''),
      emailFrom: optional.data.EMAIL_FROM,
      adminEmails: optional.data.ADMIN_EMAILS,
      http: {
        trustProxyHops: optional.data.TRUST_PROXY_HOPS,
        bodyTimeoutMs: optional.data.BODY_TIMEOUT_SECONDS * 1000,
        rateLimitsPerMinute: {
          signIn: optional.data.RATE_LIMIT_SIGN_IN_PER_MINUTE,
          checkout: optional.data.RATE_LIMIT_CHECKOUT_PER_MINUTE,
          studio: optional.data.RATE_LIMIT_STUDIO_PER_MINUTE,
          account: optional.data.RATE_LIMIT_ACCOUNT_PER_MINUTE,
          sharedLinks: optional.data.RATE_LIMIT_SHARED_LINKS_PER_MINUTE,
        },
      },
    },
  }
}
