import NextAuth from 'next-auth'

import { getSettings } from '@/lib/env'
import { authConfig } from './authConfig'

/** The one Auth.js instance: route handlers for /api/auth/*, and the sign-in/out actions. */
export const { handlers, signIn, signOut } = NextAuth(() => authConfig(getSettings()))
