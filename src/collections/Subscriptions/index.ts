import type { CollectionConfig } from 'payload'

import { serverWrites } from '@/access/collectionAccess'
import { isAdminOrOwner } from '@/access/isAdminOrOwner'
import { SUBSCRIPTION_STATUSES } from '@/lib/billing/subscriptions'
import { hiddenUnlessAdmin } from '@/access/hiddenUnlessAdmin'
import { optionsOf, ownerField } from '@/fields/common'

/**
 * A customer's monthly plan as Stripe last told us (customer.subscription.* and invoice.paid
 * events), so /billing can show the plan and its renewal date without asking Stripe. Stripe stays
 * the authority: changes happen in its customer portal.
 */
export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  admin: {
    hidden: hiddenUnlessAdmin,
    group: 'Billing',
    useAsTitle: 'stripeSubscriptionId',
    defaultColumns: ['owner', 'planName', 'status', 'currentPeriodEnd', 'cancelAtPeriodEnd'],
  },
  access: serverWrites(isAdminOrOwner),
  defaultSort: '-createdAt',
  fields: [
    ownerField(),
    { name: 'plan', type: 'relationship', relationTo: 'plans' },
    { name: 'planName', type: 'text', required: true },
    {
      name: 'credits',
      type: 'number',
      required: true,
      admin: { description: 'Credits granted each paid month, fixed when subscribing.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: optionsOf(SUBSCRIPTION_STATUSES, (value) => value.replace('_', ' ')),
    },
    {
      name: 'currentPeriodEnd',
      type: 'date',
      admin: { description: 'Renews (or ends, when cancelling) on this date.' },
    },
    { name: 'cancelAtPeriodEnd', type: 'checkbox', defaultValue: false },
    { name: 'endedAt', type: 'date' },
    { name: 'stripeSubscriptionId', type: 'text', required: true, unique: true },
    { name: 'stripeCustomerId', type: 'text' },
    {
      name: 'lastEventAt',
      type: 'number',
      admin: {
        description:
          'Time (Unix seconds) of the Stripe event last applied; older events are ignored.',
      },
    },
  ],
}
