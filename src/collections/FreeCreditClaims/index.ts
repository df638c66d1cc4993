import type { CollectionConfig } from 'payload'

import { hiddenFromEditors, isAdmin, serverWrites } from '@/access'

// Hashes kept after account deletion so re-signing-up gets no second credits; admins may delete.
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
