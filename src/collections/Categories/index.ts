import type { CollectionConfig } from 'payload'

import { editorsWrite } from '@/access/collectionAccess'
import { slugField } from '@/fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { labelled } from '@/fields/common'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'usedBy'], group: 'Content' },
  access: editorsWrite(),
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'description', type: 'textarea', required: true },
    {
      name: 'intro',
      type: 'textarea',
      admin: { description: 'A short introduction shown on the category page.' },
    },
    {
      name: 'usedBy',
      type: 'select',
      required: true,
      defaultValue: 'glossary',
      options: labelled({ glossary: 'Glossary', blog: 'Blog' }),
      admin: { position: 'sidebar' },
    },
  ],
}
