import type { z } from 'zod'

import { httpUrl, nonEmpty, postgresUrl, secret } from './settingRules'

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
