'use server'

import { redirect } from 'next/navigation'

import { getCurrentUser } from '@/lib/auth/currentUser'
import { signOut } from '@/lib/auth/nextAuth'
import { safeRedirectPath } from '@/lib/http/safeRedirect'
import { payloadClient } from '@/lib/payload/client'
import type { FormState } from './signInActions'

export async function confirmAgeAndTerms(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
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

/** Deletes the person, their redesigns and their files (see the Users collection's hooks). */
export async function deleteMyAccount(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const user = await getCurrentUser()
  if (!user) redirect('/sign-in')
  const typed = String(formData.get('confirmEmail') ?? '')
    .trim()
    .toLowerCase()
  if (typed !== user.email.toLowerCase()) {
    return {
      fieldErrors: { confirmEmail: `Type your e-mail address (${user.email}) exactly to confirm.` },
    }
  }
  const payload = await payloadClient()
  try {
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: false, user })
  } catch (error) {
    payload.logger.error({ err: error, msg: `Deleting account ${user.id} failed` })
    return {
      fieldErrors: {
        confirmEmail:
          'Your account could not be deleted just now (we could not confirm the end of your plan with our payment provider). Nothing was deleted; please try again in a minute.',
      },
    }
  }
  await signOut({ redirectTo: '/sign-in?deleted=1' })
  return {}
}
