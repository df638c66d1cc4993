import NextAuth from 'next-auth'

import { getSettings } from '@/lib/env'
import { authConfig } from './authConfig'

/** The one Auth.js instance: route handlers for /api/auth/*, and the sign-in/out actions. */
export const { handlers, signIn, signOut } = NextAuth(() => {
  const settings = getSettings()
  // Without AUTH_URL, Auth.js guesses the host from the request and breaks OAuth state/PKCE behind proxies.
  process.env.AUTH_URL ??= settings.authUrl ?? settings.appUrl
  return authConfig(settings)
})
