import type { z } from 'zod'

import { httpUrl, nonEmpty, postgresUrl, secret } from './settingRules'

// `requiredInProduction` settings may be absent locally, where loadSettings fills in an embedded stand-in.
export type SettingSpec = {
  name: string
  requiredInProduction: boolean
  schema: z.ZodType<string>
  describe: string
}

export const SETTINGS = [
  {
    name: 'DATABASE_URL',
    requiredInProduction: true,
    schema: postgresUrl,
    describe: 'PostgreSQL connection URL',
  },
  {
    name: 'PAYLOAD_SECRET',
    requiredInProduction: true,
    schema: secret,
    describe: 'Payload encryption secret',
  },
  {
    name: 'AUTH_SECRET',
    requiredInProduction: true,
    schema: secret,
    describe: 'Auth.js session secret',
  },
  {
    name: 'AUTH_URL',
    requiredInProduction: false,
    schema: httpUrl,
    describe: 'public base URL of the auth routes',
  },
  {
    name: 'AUTH_GOOGLE_ID',
    requiredInProduction: true,
    schema: nonEmpty,
    describe: 'Google OAuth client id',
  },
  {
    name: 'AUTH_GOOGLE_SECRET',
    requiredInProduction: true,
    schema: nonEmpty,
    describe: 'Google OAuth client secret',
  },
  {
    name: 'RESEND_API_KEY',
    requiredInProduction: true,
    schema: nonEmpty,
    describe: 'Resend e-mail API key',
  },
  {
    name: 'REPLICATE_API_TOKEN',
    requiredInProduction: true,
    schema: nonEmpty,
    describe: 'Replicate API token',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    requiredInProduction: true,
    schema: nonEmpty,
    describe: 'Stripe secret key',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    requiredInProduction: true,
    schema: nonEmpty,
    describe: 'Stripe webhook signing secret',
  },
  {
    name: 'NEXT_PUBLIC_APP_URL',
    requiredInProduction: true,
    schema: httpUrl,
    describe: 'public URL of the site',
  },
] as const satisfies readonly SettingSpec[]

export type SettingName = (typeof SETTINGS)[number]['name']
