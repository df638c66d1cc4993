import { s3Problems, s3Settings } from './s3Settings'
import { defaultsInUse, localAppUrl, resolveMode, type AppMode, type Env } from './settingDefaults'
import {
  optionalSettings,
  SETTINGS,
  type OptionalSettings,
  type SettingName,
} from './settingSchemas'

export type SettingsResult =
  | { ok: true; settings: Settings; defaults: string[] }
  | { ok: false; problems: string[]; message: string }

export type LocalSecrets = { payloadSecret: string; authSecret: string }

export type LoadDeps = { localSecrets: () => LocalSecrets }

/** The server's settings, as loadSettings builds them. */
export type Settings = ReturnType<typeof buildSettings>

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
  } else {
    const { AUTH_LOCAL_SIGNIN, STRIPE_API_BASE, REDESIGN_ENGINE, COG_URL } = optional.data
    if (mode === 'production' && AUTH_LOCAL_SIGNIN)
      problems.push(
        'AUTH_LOCAL_SIGNIN must not be enabled in production (anyone could sign in as anyone)',
      )
    if (mode === 'production' && STRIPE_API_BASE)
      problems.push(
        'STRIPE_API_BASE must not be set in production (payments must go to Stripe itself, not a stand-in)',
      )
    problems.push(...s3Problems(optional.data))
    if (REDESIGN_ENGINE === 'cog' && !COG_URL)
      problems.push(
        'COG_URL is missing: REDESIGN_ENGINE=cog needs the address of the Cog model server',
      )
    if (REDESIGN_ENGINE === 'replicate' && !values.REPLICATE_API_TOKEN)
      problems.push('REPLICATE_API_TOKEN is missing: REDESIGN_ENGINE=replicate needs it')
  }

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
  return {
    ok: true,
    defaults,
    settings: buildSettings(mode, env, values, optional.data, { payloadSecret, authSecret }),
  }
}

function buildSettings(
  mode: AppMode,
  env: Env,
  values: Partial<Record<SettingName, string>>,
  optional: OptionalSettings,
  secrets: LocalSecrets,
) {
  const redesignEngine = optional.REDESIGN_ENGINE || undefined
  const stripeApiBase = optional.STRIPE_API_BASE || undefined
  return {
    mode,
    databaseUrl: values.DATABASE_URL,
    databaseStatementTimeoutMs: optional.DATABASE_STATEMENT_TIMEOUT_MS,
    ...secrets,
    authUrl: values.AUTH_URL,
    google:
      values.AUTH_GOOGLE_ID && values.AUTH_GOOGLE_SECRET
        ? {
            clientId: values.AUTH_GOOGLE_ID,
            clientSecret: values.AUTH_GOOGLE_SECRET,
            issuer: optional.AUTH_GOOGLE_ISSUER || undefined,
          }
        : undefined,
    localSignIn: mode === 'local' && (optional.AUTH_LOCAL_SIGNIN ?? !values.AUTH_GOOGLE_ID),
    graphqlEnabled: optional.GRAPHQL_ENABLED ?? false,
    resendApiKey: values.RESEND_API_KEY,
    replicateApiToken: values.REPLICATE_API_TOKEN,
    replicate: {
      models: {
        restyle: optional.REPLICATE_MODEL,
        stage: optional.REPLICATE_MODEL_STAGE,
        declutter: optional.REPLICATE_MODEL_DECLUTTER,
        surface: optional.REPLICATE_MODEL_SURFACE,
        area: optional.REPLICATE_MODEL_AREA,
        match: optional.REPLICATE_MODEL_MATCH,
      },
      apiBase: optional.REPLICATE_API_BASE || undefined,
      webhookSecret: optional.REPLICATE_WEBHOOK_SECRET || undefined,
    },
    redesignEngine,
    cog:
      redesignEngine === 'cog' && optional.COG_URL
        ? {
            url: optional.COG_URL,
            slots: optional.COG_SLOTS,
            callTimeoutMs: optional.COG_TIMEOUT_SECONDS * 1000,
            busyRetries: optional.COG_BUSY_RETRIES,
          }
        : undefined,
    redesign: {
      freeCredits: optional.FREE_CREDITS,
      timeoutMs: optional.REDESIGN_TIMEOUT_SECONDS * 1000,
      maxActive: optional.REDESIGN_MAX_ACTIVE,
      maxPerHour: optional.REDESIGN_MAX_PER_HOUR,
      structureMin: {
        strict: optional.STRUCTURE_MIN_STRICT,
        balanced: optional.STRUCTURE_MIN_BALANCED,
        creative: optional.STRUCTURE_MIN_CREATIVE,
      },
    },
    stripe:
      values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            apiBase: stripeApiBase,
            // No real money can move (a test key, or the local stand-in); the checkout says so.
            testMode: Boolean(stripeApiBase) || /^(sk|rk)_test_/.test(values.STRIPE_SECRET_KEY),
          }
        : undefined,
    role: optional.ROOMWISE_ROLE,
    jobs: {
      leaseMs: optional.JOB_LEASE_SECONDS * 1000,
      concurrency: optional.WORKER_CONCURRENCY,
      providerCheckMs: optional.PROVIDER_CHECK_SECONDS * 1000,
      runner: optional.ROOMWISE_JOB_RUNNER === 'off' ? ('off' as const) : ('on' as const),
    },
    s3: s3Settings(optional),
    redisUrl: optional.REDIS_URL || undefined,
    appUrl: (values.NEXT_PUBLIC_APP_URL ?? localAppUrl(env)).replace(/\/$/, ''),
    emailFrom: optional.EMAIL_FROM,
    adminEmails: optional.ADMIN_EMAILS,
    http: {
      trustProxyHops: optional.TRUST_PROXY_HOPS,
      bodyTimeoutMs: optional.BODY_TIMEOUT_SECONDS * 1000,
      rateLimitsPerMinute: {
        signIn: optional.RATE_LIMIT_SIGN_IN_PER_MINUTE,
        checkout: optional.RATE_LIMIT_CHECKOUT_PER_MINUTE,
        studio: optional.RATE_LIMIT_STUDIO_PER_MINUTE,
        account: optional.RATE_LIMIT_ACCOUNT_PER_MINUTE,
        sharedLinks: optional.RATE_LIMIT_SHARED_LINKS_PER_MINUTE,
      },
    },
  }
}
