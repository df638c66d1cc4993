import type { Settings } from '@/lib/env'

/** Auth.js uses `__Secure-` cookie names on https; the strategy must read the one sign-in wrote. */
export function usesSecureCookies(settings: Pick<Settings, 'authUrl' | 'appUrl'>): boolean {
  return new URL(settings.authUrl ?? settings.appUrl).protocol === 'https:'
}

export const sessionCookieName = (secure: boolean) =>
  `${secure ? '__Secure-' : ''}authjs.session-token`

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/** The session hint's name (set in authConfig.ts), written by the server and by the header's script. */
export const SESSION_HINT_COOKIE = 'rw_session'
