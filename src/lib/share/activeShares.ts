import type { Where } from 'payload'

export const activeShareWhere = (now: Date): Where => ({
  and: [
    { revokedAt: { exists: false } },
    { or: [{ expiresAt: { exists: false } }, { expiresAt: { greater_than: now.toISOString() } }] },
  ],
})
