import type { CollectionConfig } from 'payload'

import { editorsWrite } from '@/access'
import { titleSlugDescription } from '@/fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { described, labelled } from '@/fields/common'

export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'usedBy'], group: 'Content' },
  access: editorsWrite(),
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    ...titleSlugDescription(),
    described(
      { name: 'intro', type: 'textarea' },
      'A short introduction shown on the category page.',
    ),
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
