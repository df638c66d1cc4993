import type { CollectionConfig } from 'payload'

import { isEditor } from '@/access/isEditor'
import { publishedOrEditor } from '@/access/publishedOrEditor'
import { contentEditor } from '@/fields/richText'
import { slugField } from '@/fields/slug'
import { checkLinks } from '@/hooks/checkLinks'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'

/** Stand-alone pages such as the privacy policy, terms and refund policy: /pages/{slug}. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'lastUpdated', '_status'], group: 'Content' },
  access: { read: publishedOrEditor, readVersions: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  versions: { drafts: true, maxPerDoc: 30 },
  hooks: {
    beforeChange: [checkLinks(['body'])],
    afterChange: [revalidateAfterChange],
    afterDelete: [revalidateAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'description', type: 'textarea', required: true },
    {
      name: 'lastUpdated',
      type: 'date',
      admin: { position: 'sidebar', description: 'Shown as "Last updated" (policies).', date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'body', type: 'richText', editor: contentEditor, required: true },
  ],
}
