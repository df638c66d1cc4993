import type { CollectionConfig } from 'payload'

import { contentEditor, RICH_TEXT_GRAPHQL_MAX_DEPTH } from '@/fields/richText'
import { titleSlugDescription } from '@/fields/slug'
import { editorial } from '../editorial'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'lastUpdated', '_status'],
    group: 'Content',
  },
  ...editorial,
  fields: [
    ...titleSlugDescription(),
    {
      name: 'lastUpdated',
      type: 'date',
      admin: {
        position: 'sidebar',
        description: 'Shown as "Last updated" (policies).',
        date: { pickerAppearance: 'dayOnly' },
      },
    },
    {
      name: 'body',
      type: 'richText',
      editor: contentEditor,
      maxDepth: RICH_TEXT_GRAPHQL_MAX_DEPTH,
      required: true,
    },
  ],
}
