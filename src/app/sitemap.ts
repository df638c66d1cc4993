import type { MetadataRoute } from 'next'

import { PUBLIC_PATH } from '@/lib/content/paths'
import { listCategories, listGlossary, listPosts, listSlugs } from '@/lib/content/queries'
import { getSettings } from '@/lib/env'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getSettings().appUrl
  const [glossary, categories, posts, pages] = await Promise.all([
    listGlossary(),
    listCategories('glossary'),
    listPosts(),
    listSlugs('pages'),
  ])
  const url = (path: string) => `${base}${path}`
  return [
    { url: url('/'), changeFrequency: 'weekly', priority: 1 },
    { url: url('/glossary'), changeFrequency: 'weekly', priority: 0.8 },
    { url: url('/blog'), changeFrequency: 'weekly', priority: 0.8 },
    { url: url('/pricing'), changeFrequency: 'monthly', priority: 0.6 },
    ...categories.map((c) => ({
      url: url(PUBLIC_PATH.categories(c.slug)),
      lastModified: c.updatedAt,
      priority: 0.6,
    })),
    ...glossary.map((g) => ({
      url: url(PUBLIC_PATH.glossary(g.slug)),
      lastModified: g.updatedAt,
      priority: 0.7,
    })),
    ...posts.map((p) => ({
      url: url(PUBLIC_PATH.posts(p.slug)),
      lastModified: p.updatedAt,
      priority: 0.7,
    })),
    ...pages.map((slug) => ({ url: url(PUBLIC_PATH.pages(slug)), priority: 0.3 })),
  ]
}
