/** Every required production setting, each valid: tests change one thing and see what is refused. */
export const VALID_PRODUCTION_SETTINGS = {
  DATABASE_URL: 'postgres://app:pw@db.internal:5432/roomwise',
  PAYLOAD_SECRET: 'x'.repeat(40),
  AUTH_SECRET: 'y'.repeat(40),
  AUTH_GOOGLE_ID: 'google-client-id',
  AUTH_GOOGLE_SECRET: 'google-client-secret',
  RESEND_API_KEY: 're_123',
  REPLICATE_API_TOKEN: 'r8_123',
  STRIPE_SECRET_KEY: 'sk_live_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  NEXT_PUBLIC_APP_URL: 'https://roomwise.app',
} as const
