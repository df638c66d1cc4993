import type { GlobalConfig } from 'payload'

import { anyone, hiddenUnlessAdmin, isAdmin } from '@/access'
import { described } from '@/fields/common'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateSite'
import { SITE_DEFAULTS } from '@/lib/site/defaults'
import { checkNavUrl } from '@/lib/site/navLinks'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Settings', hidden: hiddenUnlessAdmin },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [revalidateGlobalAfterChange] },
  fields: [
    { name: 'name', type: 'text', required: true, defaultValue: SITE_DEFAULTS.name },
    { name: 'tagline', type: 'text', required: true, defaultValue: SITE_DEFAULTS.tagline },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      defaultValue: SITE_DEFAULTS.description,
    },
    described(
      { name: 'url', type: 'text', required: true, defaultValue: SITE_DEFAULTS.url },
      'Canonical address of the public site.',
    ),
    described(
      { name: 'ogImage', type: 'text', required: true, defaultValue: SITE_DEFAULTS.ogImage },
      'Path or URL of the default social sharing image.',
    ),
    {
      name: 'links',
      type: 'array',
      fields: [
        { name: 'label', type: 'text', required: true },
        {
          name: 'url',
          type: 'text',
          required: true,
          // The header and footer drop an unsafe address; saying so here beats a link that vanishes.
          validate: checkNavUrl,
        },
      ],
      defaultValue: SITE_DEFAULTS.links,
    },
  ],
}
