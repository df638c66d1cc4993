import type { Where } from 'payload'

export const SHARE_EXPIRIES = ['none', '1d', '7d', '30d'] as const
export type ShareExpiry = (typeof SHARE_EXPIRIES)[number]

export const SHARE_EXPIRY_LABELS: Record<ShareExpiry, string> = {
  none: 'Never (until revoked)',
  '1d': 'After 1 day',
  '7d': 'After 7 days',
  '30d': 'After 30 days',
}

const DAY_MS = 24 * 60 * 60 * 1000
const EXPIRY_DAYS: Record<ShareExpiry, number | null> = { none: null, '1d': 1, '7d': 7, '30d': 30 }

export function expiresAtFor(expiry: ShareExpiry, now: Date): Date | null {
  const days = EXPIRY_DAYS[expiry]
  return days === null ? null : new Date(now.getTime() + days * DAY_MS)
}

export const MAX_ACTIVE_SHARES_PER_REDESIGN = 5
export const MAX_ACTIVE_SHARES_PER_CUSTOMER = 50
// Revoked ones included: making and revoking in a loop would otherwise add rows without end.
export const MAX_SHARES_MADE_PER_DAY = 100
export const SHARES_MADE_WINDOW_MS = DAY_MS

export const sharePath = (token: string) => `/shared/${token}`

export const activeShareWhere = (now: Date): Where => ({
  and: [
    { revokedAt: { exists: false } },
    { or: [{ expiresAt: { exists: false } }, { expiresAt: { greater_than: now.toISOString() } }] },
  ],
})
