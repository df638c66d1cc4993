import { unstable_cache } from 'next/cache'

import type { SiteSetting } from '@/payload-types'
import { globalTag } from '@/lib/content/cacheTags'
import { payloadClient } from '@/lib/payload/client'
import { SITE_DEFAULTS } from './defaults'
import type { NavLink } from './navLinks'

export type SiteInfo = Pick<SiteSetting, 'name' | 'tagline' | 'description' | 'url' | 'ogImage'> & {
  links: NavLink[]
}

export const SITE_SETTINGS_TAG = globalTag('site-settings')

// Every page reads these in the layout, so every cached page carries the tag.
export const getSiteSettings = unstable_cache(
  async (): Promise<SiteInfo> => {
    const payload = await payloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    return {
      name: settings.name || SITE_DEFAULTS.name,
      tagline: settings.tagline || SITE_DEFAULTS.tagline,
      description: settings.description || SITE_DEFAULTS.description,
      url: settings.url || SITE_DEFAULTS.url,
      ogImage: settings.ogImage || SITE_DEFAULTS.ogImage,
      links: (settings.links ?? []).map(({ label, url }) => ({ label, url })),
    }
  },
  ['site-settings'],
  { tags: [SITE_SETTINGS_TAG] },
)
