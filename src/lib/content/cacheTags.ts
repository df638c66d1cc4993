/**
 * The cache-tag rule of the public site. Every cached read (`./cachedQuery.ts`) declares tags for
 * what it returns, and Next files a rendered page under the tags of every read it made; a change
 * expires the tags of what changed (`tagsForChange`), so every page that shows it renders afresh
 * on its next visit, whichever address it has. No list of paths to keep in step with the pages.
 *
 * - `glossary:12`: one document (a read of that document by id carries it);
 * - `glossary`: the collection (lists, look-ups by address, and any read whose result shows
 *   documents of that collection: related cards, a category's entries, a linked slug);
 * - `global:site-settings`: a global (the header, footer and metadata every page shows).
 */

/** Collections the public site reads, and so the ones whose changes must reach it. */
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

// Rich-text bodies link to these collections (src/fields/richText.ts LINKABLE_COLLECTIONS): a
// link's address is derived from the linked document's slug, so a body shows those documents.
const LINKED = ['glossary', 'posts', 'pages'] as const

/**
 * What a document of each collection shows when it is read with its relations populated: its
 * own collection's tag plus these. A read adds them, so a page with a related card, a category
 * name or an image is expired when that card, category or image changes.
 */
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

/** Tags of a read of `collection` (a list, or a look-up by address) with its relations populated. */
export function tagsForRead(collection: ContentCollection): string[] {
  return [...new Set([collection, ...SHOWN_WITH[collection]].map(collectionTag))]
}

/**
 * Tags a saved or deleted document expires: its own, and its collection's, which every list and
 * every page showing it carries. Any other collection changes nothing on the public site.
 */
export function tagsForChange(collection: string, ids: (number | string | undefined)[]): string[] {
  if (!isContentCollection(collection)) return []
  const own = [...new Set(ids.filter((id) => id !== undefined && id !== ''))]
  return [...own.map((id) => documentTag(collection, id!)), collectionTag(collection)]
}
