import type { CollectionConfig } from 'payload'

import { hiddenFromEditors, isAdmin, isAdminField, isAdminOrSelf, nobodyField } from '@/access'
import { isConfirmed } from '@/lib/auth/authPaths'
import { hasRole, ROLES } from '@/lib/auth/roles'
import { authjsStrategy } from '@/lib/auth/authjsStrategy'
import { described, labelled, optionsOf } from '@/fields/common'
import { deleteOwnedData } from './hooks/deleteOwnedData'
import { keptName, nameWithinLimit } from '@/lib/account/accountNameRules'

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
