import type { CollectionConfig } from 'payload'

import { isAdmin, serverWrites } from '@/access'
import { hiddenFromEditors } from '@/access/hiddenUnlessAdmin'

// Keyed hashes only, kept when an account is deleted so signing up again does not mint the credits
// again (the privacy policy says so). An admin may delete a row to grant them once more.
export const FreeCreditClaims: CollectionConfig = {
  slug: 'free-credit-claims',
  labels: { singular: 'Free credit claim', plural: 'Free credit claims' },
  admin: hiddenFromEditors('System', ['emailHash', 'createdAt'], 'emailHash'),
  access: { ...serverWrites(isAdmin), delete: isAdmin },
  fields: [
    {
      name: 'emailHash',
      type: 'text',
      required: true,
      unique: true,
      admin: {
        readOnly: true,
        description:
          'HMAC-SHA256 of the normalised e-mail; the address itself is not stored and cannot be recovered from this.',
      },
    },
  ],
}
