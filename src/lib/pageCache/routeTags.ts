import type {
  CacheHandlerValue,
  Handler,
} from '@fortedigital/nextjs-cache-handler/cache-handler.types'

const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags'

// nextjs-cache-handler 3.3.0 reads page tags from this header but not route handlers' tags.
export function withTagsOfRoute(entry: CacheHandlerValue): CacheHandlerValue {
  const value = entry.value
  if (value?.kind !== 'APP_ROUTE') return entry
  const header = value.headers?.[NEXT_CACHE_TAGS_HEADER]
  const tags = Array.isArray(header) ? header : typeof header === 'string' ? header.split(',') : []
  if (tags.length === 0) return entry
  return { ...entry, tags: [...new Set([...(entry.tags ?? []), ...tags.map(String)])] }
}

export function withRouteTags(handler: Handler): Handler {
  return { ...handler, set: (key, value, ctx) => handler.set(key, withTagsOfRoute(value), ctx) }
}
