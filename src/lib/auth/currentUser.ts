import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'

import { payloadClient } from '@/lib/payload/client'
import type { User } from '@/payload-types'
import { isConfirmed, signInPath, welcomePath } from './authPaths'
import { userFromHeaders } from './userFromHeaders'

export const getCurrentUser = cache(async (): Promise<User | null> =>
  userFromHeaders(await payloadClient(), await headers()),
)

/** Signed out → sign-in and back; terms not yet confirmed → confirm first. */
export async function requireUser(returnTo: string): Promise<User> {
  const user = await getCurrentUser()
  if (!user) redirect(signInPath(returnTo))
  if (!isConfirmed(user)) redirect(welcomePath(returnTo))
  return user
}
