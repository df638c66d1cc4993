import type { CollectionConfig } from 'payload'

import { hiddenFromEditors, isAdmin, isAdminField, isAdminOrOwner, serverWrites } from '@/access'
import { EXPORT_STATUSES } from '@/lib/account/dataExportRules'
import { removeExportFile } from '@/lib/account/exportFiles'
import type { DataExport } from '@/payload-types'
import { dateTimeField, described, ownerField, statusField } from '@/fields/common'

// Only the server writes these; the owner and admins read them; admins may delete one.
export const DataExports: CollectionConfig = {
  slug: 'data-exports',
  labels: { singular: 'Data export', plural: 'Data exports' },
  admin: hiddenFromEditors('Customers', ['owner', 'status', 'createdAt', 'expiresAt']),
  access: { ...serverWrites(isAdminOrOwner), delete: isAdmin },
  defaultSort: '-createdAt',
  // A deleted export (expired, its account deleted, or removed by an admin) takes its ZIP with it.
  hooks: {
    afterDelete: [({ doc }) => removeExportFile((doc as DataExport).fileName).then(() => doc)],
  },
  fields: [
    ownerField(),
    statusField(EXPORT_STATUSES, 'queued'),
    {
      // Unique: holds the owner's id while an export is pending, so two requests cannot both start one.
      name: 'pendingOwner',
      type: 'number',
      unique: true,
      admin: { description: 'The owner while this export is being prepared (one at a time).' },
      access: { read: isAdminField },
    },
    described(
      { name: 'fileName', type: 'text', access: { read: isAdminField } },
      'The ZIP in the private exports folder (random name).',
    ),
    {
      type: 'row',
      fields: [
        { name: 'sizeBytes', type: 'number', min: 0 },
        { name: 'imageCount', type: 'number', min: 0 },
      ],
    },
    {
      type: 'row',
      fields: ['startedAt', 'completedAt', 'expiresAt'].map((name) => dateTimeField(name)),
    },
    { name: 'emailedAt', type: 'date', admin: { readOnly: true } },
    described(
      { name: 'error', type: 'text' },
      'Why preparing failed, in words the customer reads.',
    ),
  ],
}
