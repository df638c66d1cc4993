import type { CollectionConfig } from 'payload'

import {
  hiddenFromEditors,
  isAdminField,
  isAdminOrOwnerBy,
  nobodyField,
  serverWrites,
} from '@/access'
import { ORDER_KINDS, ORDER_STATUSES } from '@/lib/billing/orders'
import { dateTimeField, described, optionsOf, statusField } from '@/fields/common'

// Only the Stripe webhook writes these; kept, detached, when an account is deleted.
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: hiddenFromEditors(
    'Billing',
    ['number', 'customer', 'planName', 'amount', 'credits', 'status', 'paidAt'],
    'number',
  ),
  access: serverWrites(isAdminOrOwnerBy('customer')),
  defaultSort: '-paidAt',
  fields: [
    described(
      { name: 'number', type: 'text', required: true, unique: true, index: true },
      'The order number customers see on receipts and quote to support.',
    ),
    described(
      { name: 'customer', type: 'relationship', relationTo: 'users', index: true },
      'Empty once the customer deleted their account.',
    ),
    { name: 'plan', type: 'relationship', relationTo: 'plans' },
    described(
      { name: 'planName', type: 'text', required: true },
      'What was bought, as named at the time.',
    ),
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: optionsOf(ORDER_KINDS, (value) =>
        value === 'pack' ? 'Credit pack' : 'Subscription period',
      ),
    },
    {
      type: 'row',
      fields: [
        described({ name: 'amount', type: 'number', required: true }, 'Paid, in cents.'),
        { name: 'currency', type: 'text', required: true },
        described({ name: 'credits', type: 'number', required: true }, 'Credits granted.'),
      ],
    },
    statusField(ORDER_STATUSES, 'paid', (value) => value.replace('_', ' ')),
    {
      type: 'row',
      fields: [
        described(
          { name: 'amountRefunded', type: 'number', required: true, defaultValue: 0 },
          'Refunded so far, in cents.',
        ),
        described(
          { name: 'creditsRemoved', type: 'number', required: true, defaultValue: 0 },
          'Credits taken back by refunds (see the refund policy).',
        ),
      ],
    },
    dateTimeField('paidAt', true),
    {
      type: 'row',
      fields: [
        { name: 'periodStart', type: 'date', admin: { description: 'Subscription periods only.' } },
        { name: 'periodEnd', type: 'date' },
      ],
    },
    described({ name: 'receiptUrl', type: 'text' }, "Stripe's receipt or invoice page."),
    { name: 'receiptEmailedAt', type: 'date', admin: { readOnly: true } },
    {
      // Set by the one runner allowed to send the receipt, before it sends (sendOrderReceipt).
      name: 'receiptClaimedAt',
      type: 'date',
      access: { read: isAdminField, create: nobodyField, update: nobodyField },
      admin: { readOnly: true },
    },
    described(
      { name: 'paymentKey', type: 'text', required: true, unique: true },
      'The Stripe payment this order is for (payment intent or invoice): one order per payment, ever.',
    ),
    {
      name: 'stripe',
      type: 'group',
      admin: { description: 'Stripe ids, for support and reconciliation.' },
      fields: [
        { name: 'checkoutSession', type: 'text' },
        { name: 'paymentIntent', type: 'text', index: true },
        { name: 'invoice', type: 'text', index: true },
        { name: 'subscription', type: 'text', index: true },
        { name: 'customer', type: 'text' },
      ],
    },
  ],
}
