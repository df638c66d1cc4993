import type { CollectionConfig } from 'payload'

import { isEditor } from '@/access/isEditor'
import { publishedOrEditor } from '@/access/publishedOrEditor'
import { postEditor } from '@/fields/richText'
import { slugField } from '@/fields/slug'
import { checkLinks } from '@/hooks/checkLinks'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'

export const Posts: CollectionConfig = {
  slug: 'posts',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', '_status'], group: 'Content' },
  access: { read: publishedOrEditor, readVersions: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: true, maxPerDoc: 30 },
  hooks: {
    beforeChange: [checkLinks(['body'])],
    afterChange: [revalidateAfterChange],
    afterDelete: [revalidateAfterDelete],
  },
  defaultSort: '-date',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'description', type: 'textarea', required: true },
    {
      name: 'date',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'coverImage', type: 'upload', relationTo: 'media', required: true },
    { name: 'authors', type: 'relationship', relationTo: 'authors', hasMany: true, minRows: 1, required: true, admin: { position: 'sidebar' } },
    { name: 'categories', type: 'relationship', relationTo: 'categories', hasMany: true, admin: { position: 'sidebar' } },
    { name: 'body', type: 'richText', editor: postEditor, required: true },
    { name: 'related', type: 'relationship', relationTo: 'posts', hasMany: true, maxRows: 4 },
  ],
}
