import type { CollectionConfig } from 'payload'

import { described } from '@/fields/common'

import { editorsWrite } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'

export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role'], group: 'Content' },
  access: editorsWrite(),
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('name'),
    described({ name: 'role', type: 'text' }, 'Short job title, e.g. "Interior designer".'),
    { name: 'avatar', type: 'upload', relationTo: 'media' },
    { name: 'bio', type: 'textarea', required: true, maxLength: 600 },
    {
      name: 'profileUrl',
      type: 'text',
      validate: (value: string | null | undefined) =>
        !value ||
        /^https:\/\/\S+$/.test(value) ||
        'Enter a full https:// address, or leave it empty.',
    },
  ],
}
