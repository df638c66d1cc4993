import type { CollectionConfig } from 'payload'

import { isAdmin, serverWrites } from '@/access'
import { hiddenFromEditors } from '@/access/hiddenUnlessAdmin'

/**
 * E-mail addresses that have had the free sign-up credits, as keyed hashes only
 * (src/lib/auth/freeCredits). Kept when an account is deleted, so that deleting an account and
 * signing up again does not mint the credits again; the privacy policy says so. Written only by the
 * sign-up (in the transaction that grants the credits) and by account deletion. Admins may read,
 * and may delete a row to let that address have the free credits once more (a support decision).
 */
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
