import path from 'node:path'

import type { NextConfig } from 'next'

/**
 * The part of next.config that decides where Next keeps its page cache. `next start` evaluates
 * next.config again when it starts, so this is chosen per process from its own REDIS_URL, like
 * pageCacheMode: one build serves a single process and N instances sharing Redis.
 *
 * - With REDIS_URL: every ISR page, route handler and `unstable_cache` read goes through our
 *   handler (nextCacheHandler.mjs), and Next's own in-memory copy is off, or an instance would
 *   serve pages another instance expired.
 * - Without it (`npm start`, one process): Next's own cache, exactly Next's default. A custom
 *   handler there bought nothing and cost about 0.4 ms of CPU per page (bench/README.md): Next
 *   imports the handler's module again and builds a new handler for every request, and its
 *   memory cache starts empty, so even prerendered pages render once more after each start.
 *
 * This reads REDIS_URL before the settings are validated (next.config runs first); a value the
 * settings would refuse stops the server in src/instrumentation.ts before it serves anything.
 */
export function pageCacheNextConfig(
  env: Record<string, string | undefined>,
): Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> {
  if (!env.REDIS_URL?.trim()) return {}
  return {
    cacheHandler: path.resolve('src/lib/pageCache/nextCacheHandler.mjs'),
    cacheMaxMemorySize: 0,
  }
}
