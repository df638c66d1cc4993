import type { DataFromCollectionSlug } from 'payload'

import type { Category, Glossary, Page, Post } from '@/payload-types'
import { payloadClient } from '@/lib/payload/client'
import { cachedQuery } from './cachedQuery'
import { collectionTag, documentTag, tagsForRead } from './cacheTags'

// Every public read applies the collections' access rules as an anonymous reader
// (overrideAccess: false), so drafts and unpublished documents never reach the site.
const publicRead = { overrideAccess: false } as const
// Whole-list reads (glossary index, sitemap, static params) are bounded too: far above any real
// catalogue, so nothing is cut off, but no list is ever built in memory without an upper bound.
const WHOLE_LIST = { pagination: false, limit: 5000 } as const

// Every read goes through cachedQuery with the tags of what it returns (./cacheTags.ts): that is
// how a page declares what it shows, and how an editor's change reaches every page showing it.

type Addressed = 'glossary' | 'posts' | 'pages' | 'categories'

/**
 * The published document at `/…/<slug>`. The address is resolved under the collection's tag (a
 * document published or renamed to this slug is found on the next visit, and a cached "not found"
 * ends); the document is read under its own tag and those of everything it shows.
 */
async function findBySlug<C extends Addressed>(
  collection: C,
  slug: string,
  depth: number,
): Promise<DataFromCollectionSlug<C> | undefined> {
  // PostgreSQL text holds no NUL, so no slug has one; asking would be refused by the database
  // (a 500 for `/blog/a%00b`, an outside test).
  if (slug.includes('\u0000')) return undefined
  const id = await cachedQuery(['id', collection, slug], [collectionTag(collection)], async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      depth: 0,
      limit: 1,
      select: { slug: true },
      ...publicRead,
    })
    return (docs[0] as { id: number } | undefined)?.id ?? null
  })
  if (id === null) return undefined
  const tags = [documentTag(collection, id), ...tagsForRead(collection)]
  const doc = await cachedQuery(['doc', collection, String(id), String(depth)], tags, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection,
      where: { id: { equals: id } },
      depth,
      limit: 1,
      ...publicRead,
    })
    return (docs[0] as DataFromCollectionSlug<C> | undefined) ?? null
  })
  return doc ?? undefined
}

export const getGlossaryEntry = (slug: string): Promise<Glossary | undefined> =>
  findBySlug('glossary', slug, 2)
export const getCategory = (slug: string): Promise<Category | undefined> =>
  findBySlug('categories', slug, 0)
export const getPost = (slug: string): Promise<Post | undefined> => findBySlug('posts', slug, 2)
export const getPage = (slug: string): Promise<Page | undefined> => findBySlug('pages', slug, 1)

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
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'glossary',
        depth: 1,
        ...WHOLE_LIST,
        sort: 'title',
        select: { title: true, slug: true, description: true, category: true, updatedAt: true },
        ...publicRead,
      })
      return docs.map((doc) => ({
        id: doc.id,
        title: doc.title,
        slug: doc.slug,
        description: doc.description,
        updatedAt: doc.updatedAt,
        category:
          typeof doc.category === 'object' && doc.category
            ? { slug: doc.category.slug, title: doc.category.title }
            : null,
      }))
    },
  )

export const listCategories = (usedBy: 'glossary' | 'blog'): Promise<Category[]> =>
  cachedQuery(['categories-list', usedBy], [collectionTag('categories')], async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'categories',
      where: { usedBy: { equals: usedBy } },
      sort: 'title',
      ...WHOLE_LIST,
      ...publicRead,
    })
    return docs
  })

export const listPosts = (limit = 100): Promise<Post[]> =>
  cachedQuery(['posts-list', String(limit)], tagsForRead('posts'), async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'posts',
      depth: 1,
      sort: '-date',
      limit,
      ...publicRead,
    })
    return docs
  })

export const listSlugs = (collection: Addressed): Promise<string[]> =>
  cachedQuery(['slugs', collection], [collectionTag(collection)], async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection,
      ...WHOLE_LIST,
      depth: 0,
      select: { slug: true },
      ...publicRead,
    })
    return docs.map((doc) => (doc as { slug: string }).slug)
  })
