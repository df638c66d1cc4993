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
  const docs = (
    list: { slug: string; updatedAt: string }[],
    path: (slug: string) => string,
    priority: number,
  ) => list.map((doc) => ({ url: url(path(doc.slug)), lastModified: doc.updatedAt, priority }))
  return [
    { url: url('/'), changeFrequency: 'weekly', priority: 1 },
    { url: url('/glossary'), changeFrequency: 'weekly', priority: 0.8 },
    { url: url('/blog'), changeFrequency: 'weekly', priority: 0.8 },
    { url: url('/pricing'), changeFrequency: 'monthly', priority: 0.6 },
    ...docs(categories, PUBLIC_PATH.categories, 0.6),
    ...docs(glossary, PUBLIC_PATH.glossary, 0.7),
    ...docs(posts, PUBLIC_PATH.posts, 0.7),
    ...pages.map((slug) => ({ url: url(PUBLIC_PATH.pages(slug)), priority: 0.3 })),
  ]
}
