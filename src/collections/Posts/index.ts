import type { CollectionConfig } from 'payload'

import { postEditor, RICH_TEXT_GRAPHQL_MAX_DEPTH } from '@/fields/richText'
import { titleSlugDescription } from '@/fields/slug'
import { editorial } from '../editorial'

export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', '_status'], group: 'Content' },
  ...editorial,
  defaultSort: '-date',
  fields: [
    ...titleSlugDescription(),
    {
      name: 'date',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'coverImage', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'authors',
      type: 'relationship',
      relationTo: 'authors',
      hasMany: true,
      minRows: 1,
      required: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'body',
      type: 'richText',
      editor: postEditor,
      maxDepth: RICH_TEXT_GRAPHQL_MAX_DEPTH,
      required: true,
    },
    { name: 'related', type: 'relationship', relationTo: 'posts', hasMany: true, maxRows: 4 },
  ],
}
