import type { Where } from 'payload'

/** Links that still open: not revoked, and without an expiry or with one still ahead of `now`. */
export const activeShareWhere = (now: Date): Where => ({
  and: [
    { revokedAt: { exists: false } },
    { or: [{ expiresAt: { exists: false } }, { expiresAt: { greater_than: now.toISOString() } }] },
  ],
})
