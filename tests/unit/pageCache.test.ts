import { createRequire } from 'node:module'
import path from 'node:path'

import type {
  CacheHandlerValue,
  Handler,
} from '@fortedigital/nextjs-cache-handler/cache-handler.types'

import {
  expirePagesFromBeforeStart,
  ROOT_LAYOUT_TAG,
} from '@/lib/pageCache/expirePagesFromBeforeStart'
import { pageCacheNextConfig } from '@/lib/pageCache/nextCacheConfig'
import { BUILD_PHASE } from '@/lib/env/nextProcess'
import { pageCacheKeyPrefix, pageCacheMode } from '@/lib/pageCache/configurePageCache'
import { redactRedisUrl } from '@/lib/redis/redisConnection'
import { withTagsOfRoute } from '@/lib/pageCache/configurePageCache'
import { MAX_PENDING_TAGS, sharedPageCache } from '@/lib/pageCache/sharedPageCache'
import { pollUntil } from '../support/pollUntil'

const running = {
  redisUrl: 'redis://cache.internal:6379',
  phase: 'phase-production-server',
  buildId: 'b1d',
  dev: false,
}

describe('pageCacheMode: Redis or memory, chosen when the server starts', () => {
  it('shares the cache through Redis when REDIS_URL is set, keyed by the build', () => {
    expect(pageCacheMode(running)).toEqual({
      kind: 'redis',
      url: 'redis://cache.internal:6379',
      keyPrefix: 'roomwise:page-cache:b1d:',
    })
  })

  it('keeps it in memory without REDIS_URL (npm start, one process)', () => {
    expect(pageCacheMode({ ...running, redisUrl: undefined })).toEqual({
      kind: 'memory',
      reason: 'REDIS_URL is not set',
    })
    expect(pageCacheMode({ ...running, redisUrl: '' }).kind).toBe('memory')
  })

  it('never lets the build (or the dev server) write into the shared Redis', () => {
    expect(pageCacheMode({ ...running, phase: BUILD_PHASE })).toEqual({
      kind: 'memory',
      reason: 'building',
    })
    expect(pageCacheMode({ ...running, dev: true }).kind).toBe('memory')
  })

  it('falls back to memory when the build id is unknown, rather than share keys across releases', () => {
    expect(pageCacheMode({ ...running, buildId: undefined }).kind).toBe('memory')
    expect(pageCacheMode({ ...running, buildId: '  ' }).kind).toBe('memory')
  })

  it('gives two releases different keys', () => {
    expect(pageCacheKeyPrefix('one')).not.toBe(pageCacheKeyPrefix('two'))
    expect(pageCacheKeyPrefix('one\n')).toBe(pageCacheKeyPrefix('one'))
  })

  it('never logs a password', () => {
    expect(redactRedisUrl('redis://user:s3cret@cache:6379/0')).toBe('redis://user:***@cache:6379/0')
    expect(redactRedisUrl('rediss://cache:6380')).toBe('rediss://cache:6380')
  })
})

describe('pageCacheNextConfig: which cache Next itself is given, per process', () => {
  it('hands every page to the shared handler, with Next’s own memory copy off, when REDIS_URL is set', () => {
    const config = pageCacheNextConfig({ REDIS_URL: 'redis://cache.internal:6379' })
    expect(config.cacheHandler).toMatch(/src\/lib\/pageCache\/nextCacheHandler\.mjs$/)
    expect(config.cacheMaxMemorySize).toBe(0)
  })

  it('leaves Next’s own cache in place without REDIS_URL (npm start, one process)', () => {
    expect(pageCacheNextConfig({})).toEqual({})
    expect(pageCacheNextConfig({ REDIS_URL: '' })).toEqual({})
    expect(pageCacheNextConfig({ REDIS_URL: '  ' })).toEqual({})
  })
})

describe('expirePagesFromBeforeStart: Next’s own cache after a restart', () => {
  // The module Next's file-system cache consults, loaded through Node as the server does.
  const { areTagsExpired, tagsManifest } = createRequire(path.join(process.cwd(), 'package.json'))(
    'next/dist/server/lib/incremental-cache/tags-manifest.external',
  ) as {
    areTagsExpired: (tags: string[], timestamp: number) => boolean
    tagsManifest: Map<string, unknown>
  }
  const page = ['_N_T_/layout', '_N_T_/(frontend)/glossary/[slug]/page', 'glossary']

  afterEach(() => tagsManifest.delete(ROOT_LAYOUT_TAG))

  it('makes Next treat every page cached before the start as expired, and none cached after', () => {
    const start = performance.timeOrigin + performance.now()
    expirePagesFromBeforeStart(start)
    expect(areTagsExpired(page, start - 60_000)).toBe(true) // the build's prerendered copy
    expect(areTagsExpired(page, start + 1)).toBe(false) // rendered by this process
    expect(areTagsExpired(['glossary'], start - 60_000)).toBe(false) // other tags untouched
  })
})

/** An in-memory stand-in for a handler, recording what it was asked. */
function recordingHandler(name: string) {
  const entries = new Map<string, CacheHandlerValue>()
  const calls: string[] = []
  let failing = false
  const handler: Handler = {
    name,
    async get(key) {
      calls.push(`get ${key}`)
      if (failing) throw new Error('command timed out')
      return entries.get(key) ?? null
    },
    async set(key, value) {
      calls.push(`set ${key}`)
      if (failing) throw new Error('command timed out')
      entries.set(key, value)
    },
    async revalidateTag(tag) {
      calls.push(`revalidateTag ${tag}`)
      if (failing) throw new Error('command timed out')
      for (const [key, value] of entries) if (value.tags.includes(tag)) entries.delete(key)
    },
    async delete(key) {
      entries.delete(key)
    },
  }
  return { handler, entries, calls, fail: (on: boolean) => (failing = on) }
}

/** `shared`'s handler, but its revalidateTag never answers (a hung Redis) until `answer()`. */
function hangingExpiry(shared: ReturnType<typeof recordingHandler>) {
  let hung = true
  const handler: Handler = {
    ...shared.handler,
    revalidateTag: (tag) =>
      hung ? new Promise<void>(() => {}) : shared.handler.revalidateTag(tag),
  }
  return { handler, answer: () => (hung = false) }
}

const page = (tags: string[]) =>
  ({ lastModified: 1, lifespan: null, tags, value: null }) as unknown as CacheHandlerValue

function setUp() {
  const shared = recordingHandler('redis')
  const locals: ReturnType<typeof recordingHandler>[] = []
  let ready = true
  const readyListeners: (() => void)[] = []
  const warnings: string[] = []
  const cache = sharedPageCache({
    shared: shared.handler,
    createLocal: () => {
      const local = recordingHandler(`local-${locals.length}`)
      locals.push(local)
      return local.handler
    },
    isReady: () => ready,
    onReady: (listener) => readyListeners.push(listener),
    warn: (message) => warnings.push(message),
  })
  return {
    cache,
    shared,
    local: () => locals[locals.length - 1],
    locals,
    warnings,
    down: () => (ready = false),
    back: async () => {
      ready = true
      for (const listener of readyListeners) listener()
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
  }
}

describe('sharedPageCache: Redis while reachable, this process’s memory while not', () => {
  it('reads and writes only Redis while it is reachable', async () => {
    const { cache, shared, local } = setUp()
    await cache.set('/glossary/oak', page(['glossary']))
    expect(await cache.get('/glossary/oak', { implicitTags: [] })).toEqual(page(['glossary']))
    expect(shared.entries.has('/glossary/oak')).toBe(true)
    expect(local().calls).toEqual([])
  })

  it('expires a tag in Redis (every instance) and in memory', async () => {
    const { cache, shared, local } = setUp()
    await cache.set('/glossary/oak', page(['glossary']))
    await cache.revalidateTag('glossary')
    expect(shared.entries.size).toBe(0)
    expect(local().calls).toEqual(['revalidateTag glossary'])
  })

  it('answers a miss (the page renders) when a Redis command fails, instead of failing the page', async () => {
    const { cache, shared } = setUp()
    await cache.set('/', page([]))
    shared.fail(true)
    expect(await cache.get('/', { implicitTags: [] })).toBeNull()
  })

  it('uses memory while Redis is out of reach, without asking it', async () => {
    const { cache, shared, local, down } = setUp()
    down()
    await cache.set('/blog', page(['posts']))
    expect(await cache.get('/blog', { implicitTags: [] })).toEqual(page(['posts']))
    expect(shared.calls).toEqual([])
    expect(local().entries.has('/blog')).toBe(true)
  })

  it('expires in Redis, once it is back, the tags saved during the outage; forgets the memory copies', async () => {
    const { cache, shared, locals, down, back } = setUp()
    await cache.set('/glossary/oak', page(['glossary:7']))
    down()
    await cache.set('/glossary', page(['glossary']))
    await cache.revalidateTag('glossary:7')
    expect(shared.entries.has('/glossary/oak')).toBe(true) // out of reach: still there
    await back()
    expect(shared.entries.has('/glossary/oak')).toBe(false)
    expect(locals).toHaveLength(2)
    expect(locals[1].entries.size).toBe(0)
    // Replayed once only.
    await back()
    expect(shared.calls.filter((call) => call === 'revalidateTag glossary:7')).toHaveLength(1)
  })

  it('keeps a tag whose expiry failed in Redis, replays it later, and still reports the failure', async () => {
    const { cache, shared, back } = setUp()
    await cache.set('/a', page(['posts']))
    shared.fail(true)
    await expect(cache.revalidateTag('posts')).rejects.toThrow('command timed out')
    shared.fail(false)
    await back()
    expect(shared.entries.has('/a')).toBe(false)
  })

  it('gives up expiring in a Redis that never answers, and replays the tag later', async () => {
    const shared = recordingHandler('redis')
    const hanging = hangingExpiry(shared)
    const readyListeners: (() => void)[] = []
    const cache = sharedPageCache({
      shared: hanging.handler,
      createLocal: () => recordingHandler('local').handler,
      isReady: () => true,
      onReady: (listener) => readyListeners.push(listener),
      warn: () => {},
      expireTimeoutMs: 50,
    })
    await cache.set('/blog', page(['posts']))
    await expect(cache.revalidateTag('posts')).rejects.toThrow('did not answer within 50 ms')
    hanging.answer()
    for (const listener of readyListeners) listener()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(shared.entries.has('/blog')).toBe(false)
  })

  it('retries a tag a slow (still connected) Redis failed to expire, without waiting for a reconnect', async () => {
    const shared = recordingHandler('redis')
    const hanging = hangingExpiry(shared)
    const warnings: string[] = []
    const cache = sharedPageCache({
      shared: hanging.handler,
      createLocal: () => recordingHandler('local').handler,
      isReady: () => true,
      onReady: () => {}, // the connection never drops, so 'ready' never fires again
      warn: (message) => warnings.push(message),
      expireTimeoutMs: 20,
      retryDelayMs: 30,
    })
    await cache.set('/glossary', page(['glossary']))
    await expect(cache.revalidateTag('glossary')).rejects.toThrow('did not answer within 20 ms')
    expect(warnings.join('\n')).toContain('"glossary"')
    hanging.answer()
    const stillCached = await pollUntil(
      () => shared.entries.has('/glossary'),
      (cached) => !cached,
      { timeoutMs: 5_000, intervalMs: 10 },
    )
    expect(stillCached).toBe(false)
  })

  it('remembers a bounded number of tags and warns once beyond it', async () => {
    const { cache, down, warnings } = setUp()
    down()
    for (let i = 0; i < MAX_PENDING_TAGS + 5; i++) await cache.revalidateTag(`t:${i}`)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(String(MAX_PENDING_TAGS))
  })
})

describe('withTagsOfRoute: a route handler’s answer is filed under the tags of its reads', () => {
  const entry = (kind: string, headers: Record<string, string | string[]>) =>
    ({
      lastModified: 1,
      lifespan: null,
      tags: [],
      value: { kind, headers, status: 200, body: Buffer.from('') },
    }) as unknown as CacheHandlerValue

  it('takes the tags from x-next-cache-tags for APP_ROUTE (sitemap.xml, rss.xml)', () => {
    const tagged = withTagsOfRoute(
      entry('APP_ROUTE', { 'x-next-cache-tags': 'glossary,posts,_N_T_/sitemap.xml' }),
    )
    expect(tagged.tags).toEqual(['glossary', 'posts', '_N_T_/sitemap.xml'])
  })

  it('leaves pages (tagged by the handler itself) and untagged answers alone', () => {
    const page = entry('APP_PAGE', { 'x-next-cache-tags': 'glossary' })
    expect(withTagsOfRoute(page)).toBe(page)
    const untagged = entry('APP_ROUTE', {})
    expect(withTagsOfRoute(untagged)).toBe(untagged)
  })
})
