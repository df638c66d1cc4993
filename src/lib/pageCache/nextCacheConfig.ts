import path from 'node:path'

import type { NextConfig } from 'next'

// Per process from its REDIS_URL: with Redis, Next's memory copy is off (it would serve stale).
export function pageCacheNextConfig(
  env: Record<string, string | undefined>,
): Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> {
  if (!env.REDIS_URL?.trim()) return {}
  return {
    cacheHandler: path.resolve('src/lib/pageCache/nextCacheHandler.mjs'),
    cacheMaxMemorySize: 0,
  }
}
