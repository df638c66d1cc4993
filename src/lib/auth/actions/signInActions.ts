'use server'

import { AuthError } from 'next-auth'
import { unstable_rethrow } from 'next/navigation'

import { localSignInSchema } from '@/lib/auth/localSignIn'
import { signIn } from '@/lib/auth/nextAuth'
import { safeRedirectPath } from '@/lib/http/safeRedirect'

export type FormState = { error?: string; fieldErrors?: Record<string, string> }

/** After any sign-in the person passes the 13+/terms confirmation, which sends them on. */
const afterSignIn = (formData: FormData) => `/welcome?next=${encodeURIComponent(safeRedirectPath(formData.get('callbackUrl')))}`

export async function signInWithGoogle(formData: FormData): Promise<void> {
  await signIn('google', { redirectTo: afterSignIn(formData) })
}

export async function signInLocally(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = localSignInSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message
    return { fieldErrors }
  }
  try {
    await signIn('local', { ...parsed.data, redirectTo: afterSignIn(formData) })
    return {}
  } catch (error) {
    unstable_rethrow(error)
    if (error instanceof AuthError) return { error: 'Local sign-in is not available right now. Check the server log.' }
    throw error
  }
}
