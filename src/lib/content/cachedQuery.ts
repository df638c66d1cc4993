import { unstable_cache } from 'next/cache'

/**
 * Runs a public read through Next's data cache, filed under `tags` (`./cacheTags.ts`). A page
 * rendered for the full-route cache collects the tags of every read it makes, so expiring one tag
 * expires the read and every cached page that made it. `key` must name everything the read
 * depends on (its arguments): Next keys the entry by it and by the callback's source text.
 * Next 16.4.5 offers `'use cache'` + `cacheTag` only with cacheComponents, which this app does
 * not turn on; `unstable_cache` is the tagged cache of the classic model.
 */
export function cachedQuery<T>(key: string[], tags: string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, ['content', ...key], { tags })()
}
