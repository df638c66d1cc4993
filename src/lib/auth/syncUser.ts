import type { Payload } from 'payload'

import type { Role } from '@/access/roles'
import { applyCreditChange } from '@/lib/credits/creditLedger'
import type { User } from '@/payload-types'
import { sendWelcomeEmail } from './welcomeEmail'

export type SignInProfile = {
  email: string
  name?: string | null
  image?: string | null
  /** Only the local sign-in chooses a role; Google sign-ins get theirs from ADMIN_EMAILS. */
  role?: Role
}

/**
 * Finds or creates the Payload user behind a sign-in. A new person gets the free credits and
 * becomes a customer unless their e-mail is listed in ADMIN_EMAILS; an existing person keeps the role an admin gave them.
 */
export async function syncUser(payload: Payload, profile: SignInProfile, adminEmails: string[], freeCredits = 0): Promise<User> {
  const email = profile.email.trim().toLowerCase()
  const listedAdmin = adminEmails.includes(email)
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, overrideAccess: true })
  const existing = docs[0]

  if (existing) {
    const data: Partial<User> = {}
    if (profile.name && !existing.name) data.name = profile.name
    if (profile.image && profile.image !== existing.image) data.image = profile.image
    if (listedAdmin && existing.role !== 'admin') data.role = 'admin'
    if (profile.role && profile.role !== existing.role) data.role = profile.role
    if (Object.keys(data).length === 0) return existing
    return payload.update({ collection: 'users', id: existing.id, data, overrideAccess: true })
  }

  const created = await payload.create({
    collection: 'users',
    data: {
      email,
      name: profile.name?.trim() || email.split('@')[0],
      image: profile.image ?? undefined,
      role: profile.role ?? (listedAdmin ? 'admin' : 'customer'),
      credits: 0,
    },
    overrideAccess: true,
  })
  if (freeCredits > 0) {
    const { balance } = await applyCreditChange(payload, { userId: created.id, delta: freeCredits, reason: 'signup_grant', key: `user:${created.id}:signup`, note: 'Welcome credits' })
    created.credits = balance
  }
  await sendWelcomeEmail(payload, created).catch((error: unknown) => {
    // A welcome e-mail that fails must not block the sign-in itself.
    payload.logger.error({ err: error, msg: `Welcome e-mail to user ${created.id} failed` })
  })
  return created
}
