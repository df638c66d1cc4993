import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'

import { payloadClient } from '@/lib/payload/client'
import type { User } from '@/payload-types'
import { isConfirmed, signInPath, welcomePath } from './authPaths'

// Role and confirmations are read fresh on every request.
export const getCurrentUser = cache(
  async (): Promise<User | null> =>
    (await (await payloadClient()).auth({ headers: await headers() })).user,
)

/** Signed out → sign-in and back; terms not yet confirmed → confirm first. */
export async function requireUser(returnTo: string): Promise<User> {
  const user = await getCurrentUser()
  if (!user) redirect(signInPath(returnTo))
  if (!isConfirmed(user)) redirect(welcomePath(returnTo))
  return user
}
