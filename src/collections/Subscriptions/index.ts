import type { CollectionConfig } from 'payload'

import { hiddenFromEditors, isAdminOrOwner, serverWrites } from '@/access'
import { SUBSCRIPTION_STATUSES } from '@/lib/billing/subscriptions'
import { described, ownerField, statusField } from '@/fields/common'

// The plan as Stripe last told us, so /billing needs no call to Stripe; Stripe stays the authority.
export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  admin: hiddenFromEditors(
    'Billing',
    ['owner', 'planName', 'status', 'currentPeriodEnd', 'cancelAtPeriodEnd'],
    'stripeSubscriptionId',
  ),
  access: serverWrites(isAdminOrOwner),
  defaultSort: '-createdAt',
  fields: [
    ownerField(),
    { name: 'plan', type: 'relationship', relationTo: 'plans' },
    { name: 'planName', type: 'text', required: true },
    described(
      { name: 'credits', type: 'number', required: true },
      'Credits granted each paid month, fixed when subscribing.',
    ),
    statusField(SUBSCRIPTION_STATUSES, undefined, (value) => value.replace('_', ' ')),
    described(
      { name: 'currentPeriodEnd', type: 'date' },
      'Renews (or ends, when cancelling) on this date.',
    ),
    { name: 'cancelAtPeriodEnd', type: 'checkbox', defaultValue: false },
    { name: 'endedAt', type: 'date' },
    { name: 'stripeSubscriptionId', type: 'text', required: true, unique: true },
    { name: 'stripeCustomerId', type: 'text' },
    described(
      { name: 'lastEventAt', type: 'number' },
      'Time (Unix seconds) of the Stripe event last applied; older events are ignored.',
    ),
  ],
}
