// Next's cache handler for ISR pages, route handlers and `unstable_cache` reads, given to Next only
// in a process with REDIS_URL (next.config.ts, nextCacheConfig.ts); without it Next keeps its own
// cache. Next imports this file itself with a native import(), outside its bundles, so it is plain
// JavaScript and holds no logic: whether Redis is really used (not while building, not in dev) is
// decided when the server starts, from the settings (src/lib/pageCache/configurePageCache.ts,
// installed by src/instrumentation.ts).
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'

const CONFIGURE_PAGE_CACHE = Symbol.for('roomwise.configurePageCache')

CacheHandler.onCreation((context) => {
  const configure = globalThis[CONFIGURE_PAGE_CACHE]
  // Not installed: `next build` prerendering without the instrumentation hook.
  if (typeof configure !== 'function') return { handlers: [createLruHandler()] }
  return Promise.resolve()
    .then(() => configure(context))
    .catch((error) => {
      console.error("Page cache: could not be set up; using this process's memory.", error)
      return { handlers: [createLruHandler()] }
    })
})

export default CacheHandler
