import type { Field } from 'payload'

import { isAdminField, nobodyField } from '@/access'
import { dateTimeField, described, labelled } from './common'

export const providerRunFields = (
  engines: Record<string, string>,
  providerJobIdHelp: string,
): Field[] => [
  described({ name: 'error', type: 'text' }, 'What went wrong, in words a customer understands.'),
  { name: 'creditsCharged', type: 'number', required: true, min: 0 },
  { name: 'creditsRefunded', type: 'number', defaultValue: 0, min: 0 },
  {
    type: 'row',
    fields: [
      { name: 'engine', type: 'select', required: true, options: labelled(engines) },
      { name: 'model', type: 'text' },
      described({ name: 'providerJobId', type: 'text', index: true }, providerJobIdHelp),
      {
        // Set before calling the provider; a claim without id after the lease fails refunded.
        name: 'submissionClaimedAt',
        type: 'date',
        access: { read: isAdminField, create: nobodyField, update: nobodyField },
        admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      },
    ],
  },
  { type: 'row', fields: [dateTimeField('startedAt'), dateTimeField('completedAt')] },
]
