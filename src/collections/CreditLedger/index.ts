import type { CollectionConfig } from 'payload'

import { hiddenFromEditors, isAdminOrOwner, serverWrites } from '@/access'
import { CREDIT_REASONS } from '@/lib/credits/reasons'
import { described, optionsOf, ownerField } from '@/fields/common'

// Explains every balance; rows are written only by src/lib/credits, in the balance change's transaction.
export const CreditLedger: CollectionConfig = {
  slug: 'credit-ledger',
  labels: { singular: 'Credit entry', plural: 'Credit ledger' },
  admin: hiddenFromEditors(
    'Customers',
    ['owner', 'delta', 'reason', 'balanceAfter', 'createdAt'],
    'key',
  ),
  access: serverWrites(isAdminOrOwner),
  defaultSort: '-createdAt',
  fields: [
    ownerField(),
    described(
      { name: 'delta', type: 'number', required: true },
      'Credits added (positive) or taken (negative).',
    ),
    { name: 'balanceAfter', type: 'number', required: true },
    { name: 'reason', type: 'select', required: true, options: optionsOf(CREDIT_REASONS) },
    described(
      { name: 'key', type: 'text', required: true, unique: true },
      'What this entry is for, e.g. "redesign:12:refund". One entry per key, ever: this is what makes charges and grants exactly-once.',
    ),
    described(
      { name: 'redesign', type: 'number' },
      'The redesign this entry charged or refunded, if any.',
    ),
    described(
      { name: 'order', type: 'text' },
      'The order or Stripe payment this entry came from, if any.',
    ),
    { name: 'note', type: 'text' },
  ],
}
