import NextAuth from 'next-auth'

import { getSettings } from '@/lib/env'
import { authConfig } from './authConfig'

/** The one Auth.js instance: route handlers for /api/auth/*, and the sign-in/out actions. */
export const { handlers, signIn, signOut } = NextAuth(() => {
  const settings = getSettings()
  // Auth.js learns its public address from AUTH_URL only. Without it, it guesses from the request,
  // and behind a proxy (or on 127.0.0.1) may guess a host whose cookies the browser never sent,
  // breaking the OAuth state and PKCE checks. The site's own public URL is the right answer.
  process.env.AUTH_URL ??= settings.authUrl ?? settings.appUrl
  return authConfig(settings)
})
