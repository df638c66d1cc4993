import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { stripePlugin } from '@payloadcms/plugin-stripe'
import type { Plugin } from 'payload'

import { isEditor } from '@/access'
import { redirectsAfterChange, redirectsAfterDelete } from '@/hooks/redirectsChanged'
import { stripeConnection } from '@/lib/billing/stripeClient'
import { getSettings } from '@/lib/env'
import { objectStorage } from './objectStorage'
import { validatedRedirectFields } from './redirectFields'
import { guardSeoEndpoints } from './seoEndpoints'

/** What a Stripe product holds of its plan: the name and blurb people see, the slug to find it. */
const PLAN_FIELDS_IN_STRIPE = [
  { fieldPath: 'name', stripeProperty: 'name' },
  { fieldPath: 'blurb', stripeProperty: 'description' },
  { fieldPath: 'slug', stripeProperty: 'metadata.planSlug' },
]

/**
 * Plans ↔ Stripe products: the plugin creates and renames them, with clients that reach Stripe as
 * ours do (the stand-in too) through our patch (patches/@payloadcms+plugin-stripe+3.89.0.patch);
 * prices are the Plans collection's own hooks' (see README, "Payments"). Registered in every
 * environment so the schema never differs. The plugin's webhook endpoint is removed: it answers
 * 200 before handling an event, which could lose a payment, and Stripe posts to our own
 * /api/webhooks/stripe instead.
 */
function plansSyncedWithStripe(): Plugin {
  const stripe = getSettings().stripe
  const plugin = stripePlugin({
    stripeSecretKey: stripe?.secretKey ?? '',
    isTestKey: stripe?.testMode ?? true,
    stripeConfig: stripeConnection({ apiBase: stripe?.apiBase }),
    // Tests run against the stand-in, so the plugin's NODE_ENV=test placeholder id is not wanted.
    syncInTests: true,
    sync: [
      {
        collection: 'plans',
        stripeResourceType: 'products',
        stripeResourceTypeSingular: 'product',
        fields: PLAN_FIELDS_IN_STRIPE,
      },
    ],
  })
  return (config) => {
    const plans = config.collections?.find((collection) => collection.slug === 'plans')
    const plansOwnHooks = { ...plans?.hooks }
    const withStripe = plugin(config)
    // Payments off: the plugin's fields stay (one schema) but its hooks would call a Stripe that is not there.
    if (plans && !stripe) plans.hooks = plansOwnHooks
    withStripe.endpoints = (withStripe.endpoints ?? []).filter(
      (endpoint) => endpoint.path !== '/stripe/webhooks',
    )
    return withStripe
  }
}

/** Every Payload plugin the product uses, wired in one place. */
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
  plansSyncedWithStripe(),
  // Files in S3 when it is configured; otherwise on this machine's disk, as Payload keeps them.
  objectStorage(getSettings().s3),
]
