import { ValidationError, type Payload } from 'payload'

import type { Role } from '@/lib/auth/roles'
import { applyCreditChange } from '@/lib/credits/creditLedger'
import { withTransaction } from '@/lib/db/postgres'
import { insertFreeCreditClaim } from '@/lib/db/statements/users'
import { getSettings } from '@/lib/env'
import { escapeHtml } from '@/lib/html/escapeHtml'
import { findFirst } from '@/lib/payload/findDoc'
import { SITE_DEFAULTS } from '@/lib/site/defaults'
import type { User } from '@/payload-types'
import { freeCreditEmailHash } from './freeCredits'

export type SignInProfile = {
  email: string
  name?: string | null
  image?: string | null
  /** Only the local sign-in chooses a role; Google sign-ins get theirs from ADMIN_EMAILS. */
  role?: Role
}

export type FreeCreditsPolicy = {
  amount: number
  /** Keys the e-mail hash that remembers who had them (PAYLOAD_SECRET). */
  secret: string
}

/** Finds or creates the user; ADMIN_EMAILS become admins; free credits once per e-mail ever. */
export async function syncUser(
  payload: Payload,
  profile: SignInProfile,
  adminEmails: string[],
  freeCredits?: FreeCreditsPolicy,
): Promise<User> {
  const email = profile.email.trim().toLowerCase()
  // A role chosen at the local sign-in wins; else ADMIN_EMAILS promote (never demote).
  const person: SignInProfile = {
    ...profile,
    email,
    role: profile.role ?? (adminEmails.includes(email) ? 'admin' : undefined),
  }
  const existing = await userByEmail(payload, email)
  if (existing) return refreshUser(payload, existing, person)
  let created: User
  try {
    created = await createUser(payload, person, freeCredits)
  } catch (error) {
    // Two concurrent first sign-ins: the loser of the create race signs in to the winner's account.
    const winner = emailTaken(error) ? await userByEmail(payload, email) : undefined
    if (!winner) throw error
    return refreshUser(payload, winner, person)
  }
  await sendWelcomeEmail(payload, created).catch((error: unknown) => {
    // A welcome e-mail that fails must not block the sign-in itself.
    payload.logger.error({ err: error, msg: `Welcome e-mail to user ${created.id} failed` })
  })
  return created
}

const userByEmail = (payload: Payload, email: string): Promise<User | undefined> =>
  findFirst(payload, 'server', { collection: 'users', where: { email: { equals: email } } })

const emailTaken = (error: unknown): boolean =>
  error instanceof ValidationError && error.data.errors.some((each) => each.path === 'email')

async function refreshUser(payload: Payload, existing: User, profile: SignInProfile) {
  const data: Partial<User> = {}
  if (profile.name && !existing.name) data.name = profile.name
  if (profile.image && profile.image !== existing.image) data.image = profile.image
  if (profile.role && profile.role !== existing.role) data.role = profile.role
  if (Object.keys(data).length === 0) return existing
  return payload.update({ collection: 'users', id: existing.id, data, overrideAccess: true })
}

function createUser(payload: Payload, profile: SignInProfile, freeCredits?: FreeCreditsPolicy) {
  const { email } = profile
  // The account, the claim on the e-mail and the grant commit together, or none of them does.
  return withTransaction(payload, async ({ req, db }) => {
    const user = await payload.create({
      collection: 'users',
      data: {
        email,
        name: profile.name?.trim() || email.split('@')[0],
        image: profile.image ?? undefined,
        role: profile.role ?? 'customer',
        credits: 0,
      },
      overrideAccess: true,
      req,
    })
    if (!freeCredits || freeCredits.amount <= 0) return user
    const recordGrant = (freeCreditsGrant: 'granted' | 'already-claimed') =>
      payload.update({
        collection: 'users',
        id: user.id,
        data: { freeCreditsGrant },
        overrideAccess: true,
        req,
      })
    // True only for the e-mail's first claim ever; in the grant's transaction, so a failed grant leaves none.
    if (!(await insertFreeCreditClaim(db, freeCreditEmailHash(email, freeCredits.secret))))
      return recordGrant('already-claimed')
    const grant = {
      userId: user.id,
      delta: freeCredits.amount,
      reason: 'signup_grant',
      key: `user:${user.id}:signup`,
      note: 'Welcome credits',
    } as const
    await applyCreditChange(payload, grant, req)
    return recordGrant('granted')
  })
}

/** The message and its plain-text twin, from the site's name. */
function welcomeMessage(user: Pick<User, 'name' | 'email'>, siteName: string, appUrl: string) {
  const name = user.name?.trim() || 'there'
  const start = `${appUrl}/redesign`
  const text = [
    `Hi ${name},`,
    '',
    `Welcome to ${siteName}! Upload a photo of any room, pick a style, and see it redesigned in seconds.`,
    `Start your first redesign: ${start}`,
    '',
    `Browse the glossary for ideas: ${appUrl}/glossary`,
    '',
    `— The ${siteName} team`,
  ].join('\n')
  const html = `<p>Hi ${escapeHtml(name)},</p>
<p>Welcome to ${escapeHtml(siteName)}! Upload a photo of any room, pick a style, and see it redesigned in seconds.</p>
<p><a href="${start}">Start your first redesign</a></p>
<p>Looking for ideas? <a href="${appUrl}/glossary">Browse the glossary</a>.</p>
<p>— The ${escapeHtml(siteName)} team</p>`
  return { subject: `Welcome to ${siteName}`, text, html }
}

async function sendWelcomeEmail(payload: Payload, user: User): Promise<void> {
  // Read directly, not through the page cache: this also runs outside Next (seed, tests).
  const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const message = welcomeMessage(user, site.name || SITE_DEFAULTS.name, getSettings().appUrl)
  await payload.sendEmail({ to: user.email, ...message })
}
