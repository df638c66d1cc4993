import type { CollectionConfig } from 'payload'
import type {
  AuthStrategy,
  CollectionBeforeDeleteHook,
  CollectionSlug,
  PayloadRequest,
} from 'payload'

import { hiddenFromEditors, isAdmin, isAdminField, isAdminOrSelf, nobodyField } from '@/access'
import { isConfirmed } from '@/lib/auth/authPaths'
import { hasRole, ROLES } from '@/lib/auth/roles'
import { sessionUserId } from '@/lib/auth/sessionUserId'
import { described, labelled, optionsOf } from '@/fields/common'
import { keptName, nameWithinLimit } from '@/lib/account/accountNameRules'
import { freeCreditEmailHash } from '@/lib/auth/freeCredits'
import { endBillingForUser } from '@/lib/billing/endBillingForUser'
import { dbFor } from '@/lib/db/postgres'
import { insertFreeCreditClaim } from '@/lib/db/statements/users'
import { getSettings } from '@/lib/env'
import { findDoc } from '@/lib/payload/findDoc'

/** Payload trusts the Auth.js session cookie: one sign-in/out for site, REST and admin. */
const authjsStrategy: AuthStrategy = {
  name: 'authjs',
  authenticate: async ({ headers, payload }) => {
    const id = await sessionUserId(headers)
    if (!id) return { user: null }
    const user = await findDoc(payload, 'server', { collection: 'users', id })
    if (!user) return { user: null }
    return { user: { ...user, collection: 'users' } }
  },
}

// Through Payload so files leave storage too; order matters (shares/enlargements point at redesigns).
const OWNED_COLLECTIONS: CollectionSlug[] = [
  'shares',
  'upscales',
  'redesigns',
  'redesign-images',
  'credit-ledger',
  'subscriptions',
  'data-exports',
]

const deleteOwnedData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // First, while the subscriptions are still on record: stop billing, detach orders.
  await endBillingForUser(req, id)
  await keepFreeCreditClaim(req, Number(id))
  for (const collection of OWNED_COLLECTIONS) {
    await req.payload.delete({
      collection,
      where: { owner: { equals: id } },
      overrideAccess: true,
      req,
    })
  }
}

// Accounts from before sign-ups recorded claims: record it now, so coming back mints nothing.
async function keepFreeCreditClaim(req: PayloadRequest, userId: number): Promise<void> {
  const granted = await req.payload.count({
    collection: 'credit-ledger',
    where: { owner: { equals: userId }, reason: { equals: 'signup_grant' } },
    overrideAccess: true,
    req,
  })
  if (granted.totalDocs === 0) return
  const user = await findDoc(req.payload, 'server', { collection: 'users', id: userId, req })
  if (!user) return
  const db = await dbFor(req.payload, req)
  await insertFreeCreditClaim(db, freeCreditEmailHash(user.email, getSettings().payloadSecret))
}

export const Users: CollectionConfig = {
  slug: 'users',
  admin: hiddenFromEditors('People', ['email', 'name', 'role', 'credits'], 'email'),
  auth: {
    // Auth.js only (Google, or the local sign-in): no passwords to leak or reset.
    disableLocalStrategy: true,
    strategies: [authjsStrategy],
  },
  access: {
    admin: ({ req: { user } }) => hasRole(user, 'admin', 'editor') && isConfirmed(user),
    create: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    // A person leaves through DELETE /api/account (typed confirmation, sign-out): one way, not two.
    delete: isAdmin,
  },
  hooks: { beforeDelete: [deleteOwnedData] },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      access: { update: isAdminField },
    },
    {
      name: 'name',
      type: 'text',
      hooks: { beforeValidate: [keptName] },
      validate: nameWithinLimit,
    },
    described(
      { name: 'image', type: 'text', access: { update: isAdminField } },
      'Profile picture URL, from Google.',
    ),
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'customer',
      options: optionsOf(ROLES, (role) => role[0]!.toUpperCase() + role.slice(1)),
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'credits',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      admin: {
        description: 'Credit balance. Changed only through the credit ledger.',
        readOnly: true,
      },
      // An edited balance would disagree with the ledger that explains it, so no one edits it.
      access: { create: nobodyField, update: nobodyField },
    },
    {
      name: 'freeCreditsGrant',
      type: 'select',
      options: labelled({
        granted: 'Granted at sign-up',
        'already-claimed': 'Already claimed by this e-mail before',
      }),
      admin: {
        description:
          'What happened to the free sign-up credits; "already claimed" shows the person a note.',
        readOnly: true,
      },
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'ageTermsConfirmedAt',
      type: 'date',
      admin: {
        description: 'When the person confirmed they are at least 13 and accepted the terms.',
        readOnly: true,
      },
      access: { update: isAdminField },
    },
    {
      name: 'stripeCustomerId',
      type: 'text',
      index: true,
      access: { read: isAdminField, create: isAdminField, update: isAdminField },
    },
  ],
  timestamps: true,
}
