import type { Category, Glossary, Page, Post } from '@/payload-types'
import { payloadClient } from '@/lib/payload/client'

// Every public read applies the collections' access rules as an anonymous reader
// (overrideAccess: false), so drafts and unpublished documents never reach the site.
const publicRead = { overrideAccess: false } as const
// Whole-list reads (glossary index, sitemap, static params) are bounded too: far above any real
// catalogue, so nothing is cut off, but no list is ever built in memory without an upper bound.
const WHOLE_LIST = { pagination: false, limit: 5000 } as const

export async function getGlossaryEntry(slug: string): Promise<Glossary | undefined> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'glossary', where: { slug: { equals: slug } }, depth: 2, limit: 1, ...publicRead })
  return docs[0]
}

export type GlossaryListItem = Pick<Glossary, 'id' | 'title' | 'slug' | 'description'> & { category: Pick<Category, 'slug' | 'title'> | null }

export async function listGlossary(): Promise<GlossaryListItem[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'glossary',
    depth: 1,
    ...WHOLE_LIST,
    sort: 'title',
    select: { title: true, slug: true, description: true, category: true },
    ...publicRead,
  })
  return docs.map((doc) => ({
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    description: doc.description,
    category: typeof doc.category === 'object' && doc.category ? { slug: doc.category.slug, title: doc.category.title } : null,
  }))
}

export async function listCategories(usedBy: 'glossary' | 'blog'): Promise<Category[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'categories', where: { usedBy: { equals: usedBy } }, sort: 'title', ...WHOLE_LIST, ...publicRead })
  return docs
}

export async function getCategory(slug: string): Promise<Category | undefined> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'categories', where: { slug: { equals: slug } }, limit: 1, ...publicRead })
  return docs[0]
}

export async function listPosts(limit?: number): Promise<Post[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'posts', depth: 1, sort: '-date', limit: limit ?? 100, ...publicRead })
  return docs
}

export async function getPost(slug: string): Promise<Post | undefined> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'posts', where: { slug: { equals: slug } }, depth: 2, limit: 1, ...publicRead })
  return docs[0]
}

export async function getPage(slug: string): Promise<Page | undefined> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 1, limit: 1, ...publicRead })
  return docs[0]
}

export async function listSlugs(collection: 'glossary' | 'posts' | 'pages' | 'categories'): Promise<string[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection, ...WHOLE_LIST, depth: 0, select: { slug: true }, ...publicRead })
  return docs.map((doc) => (doc as { slug: string }).slug)
}
