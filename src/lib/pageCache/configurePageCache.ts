import type {
  CacheCreationContext,
  CacheHandlerConfig,
} from '@fortedigital/nextjs-cache-handler/cache-handler.types'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

import { isNextBuild, nextPhase } from '@/lib/env/nextProcess'
import { readyWithin, redactRedisUrl, redisConnection } from '@/lib/redis/redisConnection'
import { pageCacheMode } from './pageCacheMode'
import { withRouteTags } from './routeTags'
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
