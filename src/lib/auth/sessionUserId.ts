import { getToken } from 'next-auth/jwt'

import { getSettings } from '@/lib/env'
import { sessionCookieName, usesSecureCookies } from './sessionCookie'

/** User id from a valid session cookie (signature and expiry only, no database), or undefined. */
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
