import type { CollectionConfig } from 'payload'

import { serverWrites } from '@/access/collectionAccess'
import { isAdminOrOwner } from '@/access/isAdminOrOwner'
import { CREDIT_REASONS } from '@/lib/credits/reasons'
import { hiddenUnlessAdmin } from '@/access/hiddenUnlessAdmin'
import { optionsOf, ownerField } from '@/fields/common'

/**
 * Every change to a credit balance, so a balance can always be explained. Rows are written only by
 * src/lib/credits/creditLedger.ts, in the same transaction as the balance change.
 */
export const CreditLedger: CollectionConfig = {
  slug: 'credit-ledger',
  labels: { singular: 'Credit entry', plural: 'Credit ledger' },
  admin: {
    hidden: hiddenUnlessAdmin,
    useAsTitle: 'key',
    defaultColumns: ['owner', 'delta', 'reason', 'balanceAfter', 'createdAt'],
    group: 'Customers',
  },
  access: serverWrites(isAdminOrOwner),
  defaultSort: '-createdAt',
  fields: [
    ownerField(),
    {
      name: 'delta',
      type: 'number',
      required: true,
      admin: { description: 'Credits added (positive) or taken (negative).' },
    },
    { name: 'balanceAfter', type: 'number', required: true },
    {
      name: 'reason',
      type: 'select',
      required: true,
      options: optionsOf(CREDIT_REASONS),
    },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      admin: {
        description:
          'What this entry is for, e.g. "redesign:12:refund". One entry per key, ever: this is what makes charges and grants exactly-once.',
      },
    },
    {
      name: 'redesign',
      type: 'number',
      admin: { description: 'The redesign this entry charged or refunded, if any.' },
    },
    {
      name: 'order',
      type: 'text',
      admin: { description: 'The order or Stripe payment this entry came from, if any.' },
    },
    { name: 'note', type: 'text' },
  ],
}
