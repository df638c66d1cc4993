'use server'

import { AuthError } from 'next-auth'
import { headers } from 'next/headers'
import { redirect, unstable_rethrow } from 'next/navigation'

import { localSignInSchema } from '@/lib/auth/localSignIn'
import { signIn } from '@/lib/auth/nextAuth'
import { safeRedirectPath } from '@/lib/http/safeRedirect'
import { addressKey, takeRateLimit } from '@/lib/http/rateLimit'

export type FormState = { error?: string; fieldErrors?: Record<string, string> }

/** After any sign-in the person passes the 13+/terms confirmation, which sends them on. */
const afterSignIn = (formData: FormData) =>
  `/welcome?next=${encodeURIComponent(safeRedirectPath(formData.get('callbackUrl')))}`

/** Sign-in attempts per client address (RATE_LIMIT_SIGN_IN_PER_MINUTE), shared with /api/auth/*. */
const takeSignInAttempt = async () => takeRateLimit('signIn', addressKey(await headers()))

const tooManyAttempts = (seconds: number) =>
  `Too many sign-in attempts from your network. Please wait ${seconds} seconds and try again.`

export async function signInWithGoogle(formData: FormData): Promise<void> {
  const verdict = await takeSignInAttempt()
  if (!verdict.ok)
    redirect(
      `/sign-in?error=RateLimited&callbackUrl=${encodeURIComponent(safeRedirectPath(formData.get('callbackUrl')))}`,
    )
  await signIn('google', { redirectTo: afterSignIn(formData) })
}

export async function signInLocally(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = localSignInSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message
    return { fieldErrors }
  }
  const verdict = await takeSignInAttempt()
  if (!verdict.ok) return { error: tooManyAttempts(verdict.retryAfterSeconds) }
  try {
    await signIn('local', { ...parsed.data, redirectTo: afterSignIn(formData) })
    return {}
  } catch (error) {
    unstable_rethrow(error)
    if (error instanceof AuthError)
      return { error: 'Local sign-in is not available right now. Check the server log.' }
    throw error
  }
}
