import type { OptionalSettings, SettingName } from './settingSchemas'

export type AppMode = 'production' | 'local'

// `next build`/`next start` always set NODE_ENV=production, so the launcher marks a laptop with ROOMWISE_LOCAL=1.
export type Env = Record<string, string | undefined>

export const resolveMode = (env: Env): AppMode =>
  env.NODE_ENV === 'production' && env.ROOMWISE_LOCAL !== '1' ? 'production' : 'local'

export const localPort = (env: Env): string =>
  /^\d{1,5}$/.test(env.PORT ?? '') ? env.PORT! : '3000'

export const localAppUrl = (env: Env) => `http://localhost:${localPort(env)}`

export function defaultsInUse(
  values: Partial<Record<SettingName, string>>,
  optional: OptionalSettings,
  env: Env,
): string[] {
  const defaults: string[] = []
  if (!values.DATABASE_URL) defaults.push('database: embedded PostgreSQL in .data/postgres')
  if (!values.AUTH_GOOGLE_ID) defaults.push('sign-in: local sign-in (Google is not configured)')
  if (!values.RESEND_API_KEY)
    defaults.push('e-mail: written to the log and .data/outbox (Resend is not configured)')
  if (optional.REDESIGN_ENGINE === 'cog')
    defaults.push(`redesign engine: the self-hosted Cog model server at ${optional.COG_URL}`)
  else if (optional.REDESIGN_ENGINE === 'offline')
    defaults.push('redesign engine: offline preview, not AI (REDESIGN_ENGINE=offline)')
  else if (!values.REPLICATE_API_TOKEN)
    defaults.push('redesign engine: offline preview, not AI (Replicate is not configured)')
  if (!values.STRIPE_SECRET_KEY)
    defaults.push(
      'payments: off (Stripe is not configured; `npm start` runs a local Stripe stand-in)',
    )
  else if (optional.STRIPE_API_BASE)
    defaults.push(
      `payments: Stripe stand-in at ${optional.STRIPE_API_BASE} (test checkout, no real money)`,
    )
  if (!values.NEXT_PUBLIC_APP_URL) defaults.push(`site URL: ${localAppUrl(env)}`)
  return defaults
}
