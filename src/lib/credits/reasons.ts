export const CREDIT_REASONS = [
  'signup_grant',
  'redesign_charge',
  'redesign_refund',
  'upscale_charge',
  'upscale_refund',
  'purchase',
  'subscription_period',
  'payment_refund',
  'admin_adjustment',
] as const

export type CreditReason = (typeof CREDIT_REASONS)[number]

/** A redesign's ledger keys: one charge and at most one refund each (the key is unique). */
export const redesignLedgerKey = (redesignId: number, change: 'charge' | 'refund'): string =>
  `redesign:${redesignId}:${change}`

export const upscaleLedgerKey = (upscaleId: number, change: 'charge' | 'refund'): string =>
  `upscale:${upscaleId}:${change}`

export const structureRefundKey = (redesignId: number, version: number): string =>
  `redesign:${redesignId}:refund:version-${version}`
