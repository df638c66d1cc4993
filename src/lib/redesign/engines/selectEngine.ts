import type { Settings } from '@/lib/env'
import type { SyncEngine } from '../types'
import { offlineEngine } from './offline/offlineEngine'
import { createReplicateEngine, type ReplicateEngine } from './replicate'

let cached: { key: string; engine: SyncEngine | ReplicateEngine } | undefined

/** Replicate when a token is set; otherwise the offline preview, which says it is not AI. */
export function selectEngine(settings: Settings): SyncEngine | ReplicateEngine {
  const key = `${settings.replicateApiToken ?? ''}|${settings.replicate.model}|${settings.replicate.apiBase ?? ''}`
  if (cached?.key === key) return cached.engine
  const engine = settings.replicateApiToken
    ? createReplicateEngine({
        token: settings.replicateApiToken,
        model: settings.replicate.model,
        baseUrl: settings.replicate.apiBase,
      })
    : offlineEngine
  cached = { key, engine }
  return engine
}
