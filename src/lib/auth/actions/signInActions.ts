'use server'

/** The only server actions: Auth.js signIn/signOut set the cookie from an action. */

import { AuthError } from 'next-auth'
import { headers } from 'next/headers'
import { redirect, unstable_rethrow } from 'next/navigation'

import { welcomePath } from '@/lib/auth/authPaths'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { localSignInSchema, signIn, signOut } from '@/lib/auth/authConfig'
import { safeRedirectPath } from '@/lib/http/safeRedirect'
import { addressKey, takeRateLimit } from '@/lib/http/rateLimit'
import { UNREADABLE } from '@/lib/http/serverActionRefusals'
import { payloadClient } from '@/lib/payload/client'

export type FormState = { error?: string; fieldErrors?: Record<string, string> }

/** After any sign-in the person passes the 13+/terms confirmation, which sends them on. */
const afterSignIn = (formData: FormData) => welcomePath(formData.get('callbackUrl'))

/** Sign-in attempts per client address (RATE_LIMIT_SIGN_IN_PER_MINUTE), shared with /api/auth/*. */
const takeSignInAttempt = async () => takeRateLimit('signIn', addressKey(await headers()))

const tooManyAttempts = (seconds: number) =>
  `Too many sign-in attempts from your network. Please wait ${seconds} seconds and try again.`

/** Arguments are whatever the client encoded (a script can send `[]`): check for a form first. */
const isForm = (value: unknown): value is FormData => value instanceof FormData
const unreadable: FormState = { error: UNREADABLE }

export async function signInWithGoogle(formData: FormData): Promise<void> {
  if (!isForm(formData)) redirect('/sign-in')
  const verdict = await takeSignInAttempt()
  if (!verdict.ok)
    redirect(
      `/sign-in?error=RateLimited&callbackUrl=${encodeURIComponent(safeRedirectPath(formData.get('callbackUrl')))}`,
    )
  await signIn('google', { redirectTo: afterSignIn(formData) })
}

export async function signInLocally(_previous: FormState, formData: FormData): Promise<FormState> {
  if (!isForm(formData)) return unreadable
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

/** The 13+ and terms confirmation every new account passes before anything else works. */
export async function confirmAgeAndTerms(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  if (!isForm(formData)) return unreadable
  const user = await getCurrentUser()
  if (!user) redirect('/sign-in')
  const fieldErrors: Record<string, string> = {}
  if (formData.get('age') !== 'on')
    fieldErrors.age = 'Please confirm that you are at least 13 years old.'
  if (formData.get('terms') !== 'on')
    fieldErrors.terms = 'Please accept the terms of service and privacy policy to continue.'
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors }
  const payload = await payloadClient()
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { ageTermsConfirmedAt: new Date().toISOString() },
    overrideAccess: true,
  })
  redirect(safeRedirectPath(formData.get('next')))
}

export async function signOutEverywhere(): Promise<void> {
  await signOut({ redirectTo: '/' })
}
