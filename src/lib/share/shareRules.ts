/**
 * The rules of share links: how long one may live, and how many may be live at once. Shared by
 * the owner's routes, the collection and the share panel.
 */

/** The expiry choices offered when a link is made; 'none' lives until it is revoked. */
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

/** When a link made at `now` with `expiry` stops working (null: never by itself). */
export function expiresAtFor(expiry: ShareExpiry, now: Date): Date | null {
  const days = EXPIRY_DAYS[expiry]
  return days === null ? null : new Date(now.getTime() + days * DAY_MS)
}

/**
 * Bounds on live (not revoked, not expired) links: a few per redesign is all anyone sends out, and
 * the per-customer bound keeps one account from minting links without end.
 */
export const MAX_ACTIVE_SHARES_PER_REDESIGN = 5
export const MAX_ACTIVE_SHARES_PER_CUSTOMER = 50
/**
 * Links a customer may make in a day, revoked ones included: making and revoking in a loop would
 * otherwise add rows without end (each kept for the owner's deletion to remove).
 */
export const MAX_SHARES_MADE_PER_DAY = 100
export const SHARES_MADE_WINDOW_MS = DAY_MS

/** The shared page's address for a token (relative: pages and the UI add the origin). */
export const sharePath = (token: string) => `/shared/${token}`
