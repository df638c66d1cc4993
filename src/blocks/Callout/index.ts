import type { Block } from 'payload'

import { described, labelled } from '@/fields/common'

export const CALLOUT_VARIANTS = ['idea', 'info'] as const
export type CalloutVariant = (typeof CALLOUT_VARIANTS)[number]

export const Callout: Block = {
  slug: 'callout',
  interfaceName: 'CalloutBlock',
  labels: { singular: 'Callout', plural: 'Callouts' },
  fields: [
    {
      name: 'variant',
      type: 'select',
      required: true,
      defaultValue: 'idea',
      options: labelled({ idea: 'Idea', info: 'Info' }),
    },
    described(
      { name: 'title', type: 'text' },
      'Optional heading; defaults to "Idea" or "Good to know".',
    ),
    { name: 'content', type: 'textarea', required: true },
  ],
}
