import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Plugin } from 'payload'

import { isEditor } from '@/access/isEditor'

/** Every Payload plugin the product uses, wired in one place. */
export const plugins: Plugin[] = [
  redirectsPlugin({
    collections: ['glossary', 'posts', 'pages'],
    redirectTypes: ['301', '308'],
    redirectTypeFieldOverride: { defaultValue: '308', admin: { description: 'Permanent (308) unless a client needs 301.' } },
    overrides: {
      admin: {
        group: 'Settings',
        defaultColumns: ['from', 'to', 'type'],
        description: 'Old addresses sent on to their new page. End "From" with /* to move a whole folder; the rest of the path is kept.',
      },
      // Redirects are resolved by src/proxy.ts with overrideAccess; nobody else needs to read them.
      access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
    },
  }),
  seoPlugin({
    collections: ['glossary', 'posts', 'pages'],
    uploadsCollection: 'media',
    tabbedUI: false,
    generateTitle: ({ doc }) => String(doc?.title ?? ''),
    generateDescription: ({ doc }) => String(doc?.description ?? ''),
  }),
]
