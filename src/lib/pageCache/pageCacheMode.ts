import { BUILD_PHASE } from '@/lib/env/nextProcess'

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
