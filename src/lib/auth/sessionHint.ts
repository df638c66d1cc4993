import { cookies } from 'next/headers'

import { getSettings } from '@/lib/env'
import { SESSION_HINT_COOKIE, SESSION_MAX_AGE_SECONDS, usesSecureCookies } from './sessionCookie'

/** A hint, not a credential: tells the header a probe is worth sending; holds no secret. */
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
