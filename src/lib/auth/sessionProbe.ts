import type { Payload } from 'payload'

import { userFromHeaders } from './userFromHeaders'

/** What the header may know about the person: nothing, or their name and balance. */
export type SessionProbe = { signedIn: false } | { signedIn: true; name: string; credits: number }

/** Reads the session cookie without renewing it (unlike /api/auth/session); any bad cookie = signed out. */
export async function sessionProbe(payload: Payload, headers: Headers): Promise<SessionProbe> {
  const user = await userFromHeaders(payload, headers)
  if (!user) return { signedIn: false }
  return { signedIn: true, name: user.name?.trim() || 'Account', credits: user.credits ?? 0 }
}
