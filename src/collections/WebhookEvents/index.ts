import type { CollectionConfig } from 'payload'

import { hiddenFromEditors, isAdmin, serverWrites } from '@/access'

/** Every accepted webhook delivery by the sender's id, so a retried delivery changes nothing. */
export const WebhookEvents: CollectionConfig = {
  slug: 'webhook-events',
  admin: hiddenFromEditors('System', ['provider', 'eventId', 'type', 'createdAt'], 'eventId'),
  access: serverWrites(isAdmin),
  fields: [
    { name: 'provider', type: 'select', required: true, options: ['replicate', 'stripe'] },
    { name: 'eventId', type: 'text', required: true, unique: true },
    { name: 'type', type: 'text' },
  ],
}
