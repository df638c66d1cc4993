import type {
  CacheHandlerValue,
  Handler,
} from '@fortedigital/nextjs-cache-handler/cache-handler.types'

/** Where Next lists the tags of every read a cached page or route handler made. */
const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags'

/**
 * Files a cached route handler's answer (sitemap.xml, rss.xml) under the tags of the reads it made.
 * @fortedigital/nextjs-cache-handler 3.3.0 takes a page's tags from this header but leaves a route
 * handler's out, so expiring `glossary` would never reach the sitemap (Next's own file cache
 * checked the header of both kinds).
 */
export function withTagsOfRoute(entry: CacheHandlerValue): CacheHandlerValue {
  const value = entry.value
  if (value?.kind !== 'APP_ROUTE') return entry
  const header = value.headers?.[NEXT_CACHE_TAGS_HEADER]
  const tags = Array.isArray(header) ? header : typeof header === 'string' ? header.split(',') : []
  if (tags.length === 0) return entry
  return { ...entry, tags: [...new Set([...(entry.tags ?? []), ...tags.map(String)])] }
}

/** `handler`, storing route handlers' answers with their tags (see withTagsOfRoute). */
export function withRouteTags(handler: Handler): Handler {
  return { ...handler, set: (key, value, ctx) => handler.set(key, withTagsOfRoute(value), ctx) }
}
