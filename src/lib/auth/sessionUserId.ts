import { getToken } from 'next-auth/jwt'

import { getSettings } from '@/lib/env'
import { sessionCookieName, usesSecureCookies } from './sessionCookie'

/**
 * The user id in a valid Auth.js session cookie, or undefined. Checks the cookie's signature and
 * expiry only (no database): cheap enough to sort requests before any work is done for them.
 */
export async function sessionUserId(headers: Headers): Promise<number | undefined> {
  const settings = getSettings()
  const secure = usesSecureCookies(settings)
  const token = await getToken({
    req: { headers },
    secret: settings.authSecret,
    secureCookie: secure,
    cookieName: sessionCookieName(secure),
    salt: sessionCookieName(secure),
  })
  return typeof token?.uid === 'number' ? token.uid : undefined
}
