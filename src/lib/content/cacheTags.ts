// Reads declare tags (`glossary:12`, `glossary`, `global:site-settings`); changes expire them.

export const CONTENT_COLLECTIONS = [
  'glossary',
  'posts',
  'pages',
  'categories',
  'faqs',
  'authors',
  'media',
] as const
export type ContentCollection = (typeof CONTENT_COLLECTIONS)[number]

// Rich-text bodies link to these: a link's address comes from the linked document's slug.
const LINKED = ['glossary', 'posts', 'pages'] as const

// A read with relations populated shows these too, so a page is expired when a related doc changes.
export const SHOWN_WITH: Record<ContentCollection, readonly ContentCollection[]> = {
  glossary: ['categories', 'faqs', 'media', ...LINKED],
  posts: ['authors', 'categories', 'media', ...LINKED],
  pages: ['media', ...LINKED],
  categories: [],
  faqs: [],
  authors: ['media'],
  media: [],
}

export const collectionTag = (collection: ContentCollection): string => collection
export const documentTag = (collection: ContentCollection, id: number | string): string =>
  `${collection}:${id}`
export const globalTag = (slug: string): string => `global:${slug}`

export const isContentCollection = (slug: string): slug is ContentCollection =>
  (CONTENT_COLLECTIONS as readonly string[]).includes(slug)

export function tagsForRead(collection: ContentCollection): string[] {
  return [...new Set([collection, ...SHOWN_WITH[collection]].map(collectionTag))]
}

export function tagsForChange(collection: string, ids: (number | string | undefined)[]): string[] {
  if (!isContentCollection(collection)) return []
  const own = [...new Set(ids.filter((id) => id !== undefined && id !== ''))]
  return [...own.map((id) => documentTag(collection, id!)), collectionTag(collection)]
}
