import type {
  CacheCreationContext,
  CacheHandlerConfig,
  CacheHandlerValue,
  Handler,
} from '@fortedigital/nextjs-cache-handler/cache-handler.types'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

import { BUILD_PHASE, isNextBuild, nextPhase } from '@/lib/env/nextProcess'
import { readyWithin, redactRedisUrl, redisConnection } from '@/lib/redis/redisConnection'
import { sharedPageCache } from './sharedPageCache'

const COMMAND_TIMEOUT_MS = 1_000
const STARTUP_WAIT_MS = 1_500

// nextCacheHandler.mjs cannot import this module: instrumentation hands over the choice here.
export const CONFIGURE_PAGE_CACHE = Symbol.for('roomwise.configurePageCache')

type Configure = (context: CacheCreationContext) => Promise<CacheHandlerConfig>

export function installPageCache(redisUrl: string | undefined): void {
  // Connect now, not on the first visit, so the first pages already go to the shared cache.
  if (redisUrl && !isNextBuild()) redisConnection(redisUrl)
  const configure: Configure = (context) => pageCacheConfig(redisUrl, context)
  ;(globalThis as Record<symbol, unknown>)[CONFIGURE_PAGE_CACHE] = configure
}

export async function pageCacheConfig(
  redisUrl: string | undefined,
  context: CacheCreationContext,
): Promise<CacheHandlerConfig> {
  const mode = pageCacheMode({
    redisUrl,
    phase: nextPhase(),
    buildId: context.buildId,
    dev: Boolean(context.dev),
  })
  if (mode.kind === 'memory') {
    if (redisUrl) console.info(`Page cache: this process's memory (${mode.reason}).`)
    return { handlers: [withRouteTags(createLruHandler())] }
  }

  const client = redisConnection(mode.url)
  await readyWithin(client, STARTUP_WAIT_MS)
  console.info(
    `Page cache: shared through Redis at ${redactRedisUrl(mode.url)} (keys ${mode.keyPrefix}*).`,
  )
  const shared = createRedisHandler({
    // Typed for a client with the `redis` package's modules; only core commands are used.
    client: client as unknown as Parameters<typeof createRedisHandler>[0]['client'],
    keyPrefix: mode.keyPrefix,
    timeoutMs: COMMAND_TIMEOUT_MS,
  })
  return {
    handlers: [
      withRouteTags(
        sharedPageCache({
          shared,
          createLocal: () => createLruHandler(),
          isReady: () => client.isReady,
          onReady: (listener) => client.on('ready', listener),
          warn: (message) => console.warn(message),
        }),
      ),
    ],
  }
}

// Chosen when the server starts, not at build: one build serves one process or N sharing Redis.
export type PageCacheMode =
  { kind: 'redis'; url: string; keyPrefix: string } | { kind: 'memory'; reason: string }

export type PageCacheInputs = {
  redisUrl: string | undefined
  phase: string | undefined
  buildId: string | undefined
  dev: boolean
}

// Two releases side by side (a rolling deploy) must not serve each other's pages.
export function pageCacheKeyPrefix(buildId: string): string {
  return `roomwise:page-cache:${buildId.trim()}:`
}

export function pageCacheMode({ redisUrl, phase, buildId, dev }: PageCacheInputs): PageCacheMode {
  if (!redisUrl) return { kind: 'memory', reason: 'REDIS_URL is not set' }
  // The build prerenders into its own throwaway cache: its pages must not reach the live Redis.
  if (phase === BUILD_PHASE) return { kind: 'memory', reason: 'building' }
  if (dev) return { kind: 'memory', reason: 'development server' }
  if (!buildId?.trim()) return { kind: 'memory', reason: 'the build id could not be read' }
  return { kind: 'redis', url: redisUrl, keyPrefix: pageCacheKeyPrefix(buildId) }
}

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
