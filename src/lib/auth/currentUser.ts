import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'

import { payloadClient } from '@/lib/payload/client'
import type { User } from '@/payload-types'
import { isConfirmed, signInPath, welcomePath } from './authPaths'
import { userFromHeaders } from './userFromHeaders'

/** The signed-in person for this request (through Payload's auth strategies), or null. */
export const getCurrentUser = cache(async (): Promise<User | null> =>
  userFromHeaders(await payloadClient(), await headers()),
)

/**
 * For customer screens: a signed-out visitor goes to sign-in and comes back; a person who has not
 * yet confirmed their age and the terms goes to confirm first.
 */
export async function requireUser(returnTo: string): Promise<User> {
  const user = await getCurrentUser()
  if (!user) redirect(signInPath(returnTo))
  if (!isConfirmed(user)) redirect(welcomePath(returnTo))
  return user
}
