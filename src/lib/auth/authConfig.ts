import NextAuth, { type NextAuthConfig } from 'next-auth'
import Credentials from 'next-auth/providers/credentials'
import Google from 'next-auth/providers/google'
import { cookies } from 'next/headers'
import { z } from 'zod'

import { getSettings, type Settings } from '@/lib/env'
import { safeRedirectPath } from '@/lib/http/safeRedirect'
import { findDoc } from '@/lib/payload/findDoc'
import { payloadClient } from '@/lib/payload/client'
import { ROLES } from './roles'
import { SESSION_HINT_COOKIE, SESSION_MAX_AGE_SECONDS, usesSecureCookies } from './sessionCookie'
import { syncUser, type SignInProfile } from './syncUser'

export const localSignInSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(80, 'Keep the name under 80 characters.'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('Enter an e-mail address such as ana@example.com.')),
  role: z.enum(ROLES, { message: 'Pick a role: customer, editor or admin.' }),
})

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

export function authConfig(settings: Settings): NextAuthConfig {
  const { google } = settings
  const providers: NextAuthConfig['providers'] = []
  if (google) {
    const { clientId, clientSecret, issuer } = google
    providers.push(Google({ clientId, clientSecret, ...(issuer ? { issuer } : {}) }))
  }
  if (settings.localSignIn) {
    providers.push(
      Credentials({
        id: 'local',
        name: 'Local sign-in',
        credentials: {
          name: { label: 'Name' },
          email: { label: 'E-mail' },
          role: { label: 'Role' },
        },
        authorize: (raw) => localSignInSchema.safeParse(raw).data ?? null,
      }),
    )
  }

  return {
    secret: settings.authSecret,
    trustHost: true,
    useSecureCookies: usesSecureCookies(settings),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/sign-in', error: '/sign-in' },
    providers,
    // The hint cookie follows the session, so signed-out readers never probe.
    events: { signIn: setSessionHint, signOut: clearSessionHint },
    callbacks: {
      // Every callbackUrl/redirectTo passes our safe-redirect gate; Auth.js wants an absolute URL.
      async redirect({ url, baseUrl }) {
        return `${baseUrl}${safeRedirectPath(url, { siteOrigin: baseUrl })}`
      },
      async signIn({ account, profile }) {
        // Only Google accounts whose address Google has verified may sign in with it.
        if (account?.provider === 'google')
          return profile?.email_verified === true && Boolean(profile.email)
        return true
      },
      async jwt({ token, user, account, profile }) {
        if (!account || !user) return token
        const signIn: SignInProfile =
          account.provider === 'google'
            ? {
                email: String(profile?.email),
                name: profile?.name,
                image: typeof profile?.picture === 'string' ? profile.picture : null,
              }
            : {
                email: String(user.email),
                name: user.name,
                role: (user as { role?: SignInProfile['role'] }).role,
              }
        const payloadUser = await syncUser(await payloadClient(), signIn, settings.adminEmails, {
          amount: settings.redesign.freeCredits,
          secret: settings.payloadSecret,
        })
        return { uid: payloadUser.id, email: payloadUser.email, name: payloadUser.name }
      },
      async session({ session, token }) {
        if (typeof token.uid !== 'number') return session
        session.user.id = String(token.uid)
        // People rename themselves after sign-in, so the session states the name on record.
        const user = await findDoc(await payloadClient(), 'server', {
          collection: 'users',
          id: token.uid,
        })
        if (user) session.user.name = user.name ?? null
        return session
      },
    },
  }
}

/** The one Auth.js instance: route handlers for /api/auth/*, and the sign-in/out actions. */
export const { handlers, signIn, signOut } = NextAuth(() => {
  const settings = getSettings()
  // Without AUTH_URL, Auth.js guesses the host from the request and breaks OAuth state/PKCE behind proxies.
  process.env.AUTH_URL ??= settings.authUrl ?? settings.appUrl
  return authConfig(settings)
})
