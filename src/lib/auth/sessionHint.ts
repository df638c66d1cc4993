import { cookies } from 'next/headers'

import { getSettings } from '@/lib/env'
import { SESSION_HINT_COOKIE, SESSION_MAX_AGE_SECONDS, usesSecureCookies } from './sessionCookie'

/**
 * A hint, not a credential: `rw_session=1` tells the header's script that someone may be signed in,
 * so signed-out readers never send the session probe (/api/session). Readable by scripts and holding
 * no secret; only the probe's answer is ever trusted. Set and cleared by Auth.js's sign-in and
 * sign-out events (authConfig.ts); the header clears it when the probe answers "signed out".
 */
const hintOptions = () => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: usesSecureCookies(getSettings()),
  httpOnly: false,
})

export async function setSessionHint(): Promise<void> {
  ;(await cookies()).set(SESSION_HINT_COOKIE, '1', {
    ...hintOptions(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  })
}

export async function clearSessionHint(): Promise<void> {
  ;(await cookies()).set(SESSION_HINT_COOKIE, '', { ...hintOptions(), maxAge: 0 })
}
