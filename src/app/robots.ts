import type { MetadataRoute } from 'next'

import { getSettings } from '@/lib/env'

export default function robots(): MetadataRoute.Robots {
  const base = getSettings().appUrl
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/admin', '/api/', '/redesign', '/redesigns', '/billing', '/account'],
      },
    ],
    sitemap: `${base}/sitemap.xml`,
  }
}
