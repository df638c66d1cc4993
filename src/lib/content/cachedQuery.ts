import { unstable_cache } from 'next/cache'

// `key` must name everything the read depends on. `'use cache'` + cacheTag needs cacheComponents,
// which this app does not turn on; `unstable_cache` is the tagged cache of the classic model.
export function cachedQuery<T>(key: string[], tags: string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, ['content', ...key], { tags })()
}
