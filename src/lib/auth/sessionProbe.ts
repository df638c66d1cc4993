import type { Payload } from 'payload'

import { userFromHeaders } from './userFromHeaders'

/** What the header may know about the person: nothing, or their name and balance. */
export type SessionProbe = { signedIn: false } | { signedIn: true; name: string; credits: number }

/**
 * Reads the Auth.js session cookie without renewing it (unlike Auth.js's own /api/auth/session,
 * which re-issues the cookie on every call): a forged, expired or unknown cookie is simply "signed
 * out". The name falls back to "Account" for people who have not given one.
 */
export async function sessionProbe(payload: Payload, headers: Headers): Promise<SessionProbe> {
  const user = await userFromHeaders(payload, headers)
  if (!user) return { signedIn: false }
  return { signedIn: true, name: user.name?.trim() || 'Account', credits: user.credits ?? 0 }
}
