import type { CollectionConfig } from 'payload'

import { hiddenFromEditors, isAdmin, nobodyField, serverWrites } from '@/access'
import { dateTimeField, described, ownerField, redesignField } from '@/fields/common'
import { MAX_VARIANTS } from '@/lib/redesign/modes'

// Only the server writes these; admins may read them. The token is never stored, only its hash.
export const Shares: CollectionConfig = {
  slug: 'shares',
  labels: { singular: 'Share link', plural: 'Share links' },
  admin: hiddenFromEditors('Customers', [
    'owner',
    'redesign',
    'expiresAt',
    'revokedAt',
    'createdAt',
  ]),
  access: serverWrites(isAdmin),
  defaultSort: '-createdAt',
  fields: [
    ownerField(),
    redesignField(),
    described(
      {
        name: 'version',
        type: 'number',
        required: true,
        min: 1,
        max: MAX_VARIANTS,
        defaultValue: 1,
      },
      'Which of the redesign’s results the link shows (1-based).',
    ),
    {
      // SHA-256 of the token (src/lib/share/findSharedRedesign.ts): the look-up key, useless as a link.
      name: 'tokenHash',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { read: nobodyField },
    },
    described(dateTimeField('expiresAt'), 'Empty: the link works until it is revoked.'),
    described(
      dateTimeField('revokedAt'),
      'Set when the owner revoked the link; it is dead from then on.',
    ),
  ],
}
