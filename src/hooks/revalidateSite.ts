import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { publicPath } from '@/lib/content/paths'

/** Listing pages that show documents of each collection. */
const LISTINGS: Record<string, string[]> = {
  glossary: ['/glossary', '/glossary/category/[category]', '/sitemap.xml', '/'],
  posts: ['/blog', '/blog/rss.xml', '/sitemap.xml', '/'],
  pages: ['/sitemap.xml'],
  categories: ['/glossary', '/glossary/category/[category]', '/blog'],
  authors: ['/blog', '/blog/[slug]'],
  faqs: ['/glossary/[slug]'],
  media: ['/', '/glossary', '/blog', '/glossary/[slug]', '/blog/[slug]'],
}

/** Marks these paths (or, with a [param], every page of that route) stale in Next's cache. */
export async function revalidate(paths: string[]): Promise<void> {
  try {
    const { revalidatePath } = await import('next/cache')
    for (const path of new Set(paths)) {
      revalidatePath(path, path.includes('[') ? 'page' : undefined)
    }
  } catch {
    // Outside a Next server (seed, CLI, tests) there is no cache to invalidate.
  }
}

function pathsFor(collection: string, slugs: (string | null | undefined)[]): string[] {
  const own = slugs
    .filter((slug): slug is string => Boolean(slug))
    .map((slug) => publicPath(collection, slug))
  return [...own.filter((path): path is string => Boolean(path)), ...(LISTINGS[collection] ?? [])]
}

/** After an editor saves or publishes, the public pages showing that document are rebuilt on next visit. */
export const revalidateAfterChange: CollectionAfterChangeHook = async ({
  collection,
  doc,
  previousDoc,
  context,
}) => {
  if (!context.skipRevalidate)
    await revalidate(pathsFor(collection.slug, [doc?.slug, previousDoc?.slug]))
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({
  collection,
  doc,
  context,
}) => {
  if (!context.skipRevalidate) await revalidate(pathsFor(collection.slug, [doc?.slug]))
  return doc
}
