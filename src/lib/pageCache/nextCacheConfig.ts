import path from 'node:path'

import type { NextConfig } from 'next'

// Chosen per process from its own REDIS_URL (`next start` evaluates next.config again). With Redis,
// Next's in-memory copy is off, or an instance would serve pages another one expired; without,
// Next's default (a custom handler there cost CPU per request and bought nothing).
export function pageCacheNextConfig(
  env: Record<string, string | undefined>,
): Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> {
  if (!env.REDIS_URL?.trim()) return {}
  return {
    cacheHandler: path.resolve('src/lib/pageCache/nextCacheHandler.mjs'),
    cacheMaxMemorySize: 0,
  }
}
