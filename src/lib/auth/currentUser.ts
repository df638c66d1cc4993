import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'

import { payloadClient } from '@/lib/payload/client'
import type { User } from '@/payload-types'

/** The signed-in person for this request (through Payload's auth strategies), or null. */
export const getCurrentUser = cache(async (): Promise<User | null> => {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return (user as User | null) ?? null
})

/** Only a relative path on this site, so a crafted link cannot send people elsewhere. */
export function safeNextPath(value: unknown, fallback = '/'): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback
}

/**
 * For customer screens: a signed-out visitor goes to sign-in and comes back; a person who has not
 * yet confirmed their age and the terms goes to confirm first.
 */
export async function requireUser(returnTo: string): Promise<User> {
  const user = await getCurrentUser()
  if (!user) redirect(`/sign-in?callbackUrl=${encodeURIComponent(returnTo)}`)
  if (!user.ageTermsConfirmedAt) redirect(`/welcome?next=${encodeURIComponent(returnTo)}`)
  return user
}
