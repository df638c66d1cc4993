import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Plugin } from 'payload'

import { isEditor } from '@/access'
import { redirectsAfterChange, redirectsAfterDelete } from '@/hooks/revalidateSite'
import { getSettings } from '@/lib/env'
import { objectStorage } from './objectStorage'
import { validatedRedirectFields } from './redirectFields'
import { guardSeoEndpoints } from './seoEndpoints'

export const plugins: Plugin[] = [
  redirectsPlugin({
    collections: ['glossary', 'posts', 'pages'],
    redirectTypes: ['301', '308'],
    redirectTypeFieldOverride: {
      defaultValue: '308',
      admin: {
        description:
          'Both are permanent: the site answers with 308, which browsers and search engines treat exactly like 301.',
      },
    },
    overrides: {
      admin: {
        group: 'Settings',
        defaultColumns: ['from', 'to', 'type'],
        description:
          'Old addresses sent on to their new page. End "From" with /* to move a whole folder; the rest of the path is kept.',
      },
      // Redirects are resolved by src/lib/redirects with overrideAccess; nobody else needs to read them.
      access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
      hooks: { afterChange: [redirectsAfterChange], afterDelete: [redirectsAfterDelete] },
      fields: validatedRedirectFields,
    },
  }),
  seoPlugin({
    collections: ['glossary', 'posts', 'pages'],
    uploadsCollection: 'media',
    tabbedUI: false,
    generateTitle: ({ doc }) => String(doc?.title ?? ''),
    generateDescription: ({ doc }) => String(doc?.description ?? ''),
  }),
  guardSeoEndpoints(),
  objectStorage(getSettings().s3),
]
