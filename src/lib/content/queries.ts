import { unstable_cache } from 'next/cache'
import type { DataFromCollectionSlug, Payload } from 'payload'

import type { Category, Glossary, Post } from '@/payload-types'
import { payloadClient } from '@/lib/payload/client'
import { collectionTag, documentTag, tagsForRead } from './cacheTags'

// As an anonymous reader, so drafts never reach the site.
const findPublic: Payload['find'] = async (args) =>
  (await payloadClient()).find({ ...args, overrideAccess: false })
// Far above any real catalogue, but no list is built in memory without a bound.
const WHOLE_LIST = { pagination: false, limit: 5000 } as const

type Addressed = 'glossary' | 'posts' | 'pages' | 'categories'

// The address is resolved under the collection's tag, so a renamed document is found on the next visit.
async function findBySlug<C extends Addressed>(
  collection: C,
  slug: string,
  depth: number,
): Promise<DataFromCollectionSlug<C> | undefined> {
  // PostgreSQL text holds no NUL: asking would be a 500.
  if (slug.includes('\u0000')) return undefined
  const id = await cachedQuery(['id', collection, slug], [collectionTag(collection)], async () => {
    const { docs } = await findPublic({
      collection,
      where: { slug: { equals: slug } },
      depth: 0,
      limit: 1,
      select: { slug: true },
    })
    return (docs[0] as { id: number } | undefined)?.id ?? null
  })
  if (id === null) return undefined
  const tags = [documentTag(collection, id), ...tagsForRead(collection)]
  const doc = await cachedQuery(['doc', collection, String(id), String(depth)], tags, async () => {
    const { docs } = await findPublic({
      collection,
      where: { id: { equals: id } },
      depth,
      limit: 1,
    })
    return (docs[0] as DataFromCollectionSlug<C> | undefined) ?? null
  })
  return doc ?? undefined
}

export const getGlossaryEntry = (slug: string) => findBySlug('glossary', slug, 2)
export const getCategory = (slug: string) => findBySlug('categories', slug, 0)
export const getPost = (slug: string) => findBySlug('posts', slug, 2)
export const getPage = (slug: string) => findBySlug('pages', slug, 1)

export type GlossaryListItem = Pick<
  Glossary,
  'id' | 'title' | 'slug' | 'description' | 'updatedAt'
> & {
  category: Pick<Category, 'slug' | 'title'> | null
}

export const listGlossary = (): Promise<GlossaryListItem[]> =>
  cachedQuery(
    ['glossary-list'],
    [collectionTag('glossary'), collectionTag('categories')],
    async () => {
      const { docs } = await findPublic({
        collection: 'glossary',
        depth: 1,
        ...WHOLE_LIST,
        sort: 'title',
        select: { title: true, slug: true, description: true, category: true, updatedAt: true },
      })
      return docs.map(({ category, ...doc }) => ({
        ...doc,
        category:
          typeof category === 'object' && category
            ? { slug: category.slug, title: category.title }
            : null,
      }))
    },
  )

export const listCategories = (usedBy: 'glossary' | 'blog'): Promise<Category[]> =>
  cachedQuery(['categories-list', usedBy], [collectionTag('categories')], async () => {
    const where = { usedBy: { equals: usedBy } }
    const { docs } = await findPublic({
      collection: 'categories',
      where,
      sort: 'title',
      ...WHOLE_LIST,
    })
    return docs
  })

export const listPosts = (limit = 100): Promise<Post[]> =>
  cachedQuery(['posts-list', String(limit)], tagsForRead('posts'), async () => {
    return (await findPublic({ collection: 'posts', depth: 1, sort: '-date', limit })).docs
  })

export const listSlugs = (collection: Addressed): Promise<string[]> =>
  cachedQuery(['slugs', collection], [collectionTag(collection)], async () => {
    const { docs } = await findPublic({
      collection,
      ...WHOLE_LIST,
      depth: 0,
      select: { slug: true },
    })
    return docs.map((doc) => (doc as { slug: string }).slug)
  })

// `key` must name everything the read depends on; unstable_cache since cacheComponents is off.
export function cachedQuery<T>(key: string[], tags: string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, ['content', ...key], { tags })()
}
