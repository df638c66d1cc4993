import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@/access/isAdmin'
import { isAdminOrSelf } from '@/access/isAdminOrSelf'
import { hasRole, ROLES } from '@/access/roles'
import { firstUserIsAdmin } from './hooks/firstUserIsAdmin'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role', 'credits'],
    group: 'People',
  },
  auth: {
    // Customers never use the admin panel; only editors and admins may enter it.
    useSessions: true,
    cookies: { sameSite: 'Lax' },
  },
  access: {
    admin: ({ req: { user } }) => hasRole(user, 'admin', 'editor'),
    create: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  hooks: { afterChange: [firstUserIsAdmin] },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'image',
      type: 'text',
      admin: { description: 'Profile picture URL, from Google.' },
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'customer',
      saveToJWT: true,
      options: ROLES.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'credits',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      admin: { description: 'Credit balance. Changed only through the credit ledger.', readOnly: true },
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'ageTermsConfirmedAt',
      type: 'date',
      admin: { description: 'When the person confirmed they are at least 13 and accepted the terms.' },
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
