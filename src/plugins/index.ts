import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { PayloadHandler, Plugin } from 'payload'

import { isEditor } from '@/access'
import { redirectsAfterChange, redirectsAfterDelete } from '@/hooks/revalidateSite'
import { getSettings } from '@/lib/env'
import { jsonError } from '@/lib/http/refusals'
import { isObject } from '@/lib/payload/isObject'
import { BAD_JSON_MESSAGE } from '@/lib/payload/reportErrors'
import { objectStorage } from './objectStorage'
import { validatedRedirectFields } from './redirectFields'

const NOT_JSON = Symbol('not JSON')

// The SEO plugin's endpoints 500 on a body that is no JSON object (staffOnlyApi.ts lets only editors in).
const objectBodyOnly =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) => {
    const data: unknown = await req.json?.().catch(() => NOT_JSON)
    if (data === NOT_JSON) return jsonError(400, BAD_JSON_MESSAGE)
    if (!isObject(data)) return jsonError(400, 'Send the document as a JSON object.')
    req.json = () => Promise.resolve(data) // the plugin reads the body again
    return handler(req)
  }

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
  // After seoPlugin: wraps the endpoints it added.
  (config) => ({
    ...config,
    endpoints: config.endpoints?.map((endpoint) =>
      endpoint.path.startsWith('/plugin-seo/')
        ? { ...endpoint, handler: objectBodyOnly(endpoint.handler) }
        : endpoint,
    ),
  }),
  objectStorage(getSettings().s3),
]
