// Next's cache handler (next.config.ts `cacheHandler`) for ISR pages, route handlers and
// `unstable_cache` reads. Next imports this file itself with a native import(), outside its
// bundles, so it is plain JavaScript and holds no logic: the choice between Redis shared by every
// instance and this process's memory is made when the server starts, from the settings
// (src/lib/pageCache/configurePageCache.ts, installed by src/instrumentation.ts).
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
