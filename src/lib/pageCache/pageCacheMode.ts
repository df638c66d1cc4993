import { BUILD_PHASE } from '@/lib/env/nextProcess'

/**
 * Where this process keeps Next's page and data cache (ISR pages, `unstable_cache` reads, their
 * tags). Chosen when the server starts, not at build: one build serves a single process (memory)
 * and N web instances sharing one Redis, so an editor's save on any instance refreshes them all.
 */
export type PageCacheMode =
  { kind: 'redis'; url: string; keyPrefix: string } | { kind: 'memory'; reason: string }

export type PageCacheInputs = {
  /** `getSettings().redisUrl`, or undefined when this process has no settings (the build). */
  redisUrl: string | undefined
  /** The phase Next runs this process in (nextPhase()). */
  phase: string | undefined
  /** The build's id (.next/BUILD_ID); undefined when it could not be read. */
  buildId: string | undefined
  dev: boolean
}

/**
 * Keys carry the build id: two releases side by side (a rolling deploy) must not serve each
 * other's pages, whose HTML names the other build's scripts.
 */
export function pageCacheKeyPrefix(buildId: string): string {
  return `roomwise:page-cache:${buildId.trim()}:`
}

export function pageCacheMode({ redisUrl, phase, buildId, dev }: PageCacheInputs): PageCacheMode {
  if (!redisUrl) return { kind: 'memory', reason: 'REDIS_URL is not set' }
  // The build prerenders into its own throwaway cache: it has no Redis, and its pages must not
  // reach a Redis that the running release serves from.
  if (phase === BUILD_PHASE) return { kind: 'memory', reason: 'building' }
  if (dev) return { kind: 'memory', reason: 'development server' }
  if (!buildId?.trim()) return { kind: 'memory', reason: 'the build id could not be read' }
  return { kind: 'redis', url: redisUrl, keyPrefix: pageCacheKeyPrefix(buildId) }
}
