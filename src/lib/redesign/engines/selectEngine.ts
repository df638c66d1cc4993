import type { Settings } from '@/lib/env'
import type { SyncEngine } from '../types'
import { createCogEngine } from './cog/createCogEngine'
import { engineFor } from './engineFor'
import { offlineEngine } from './offline/offlineEngine'
import { createReplicateEngine, type ReplicateEngine } from './replicate'

let cached: { key: string; engine: SyncEngine | ReplicateEngine } | undefined

/** The engine engineFor chose, built once per configuration (the Cog engine's slots live in it). */
export function selectEngine(settings: Settings): SyncEngine | ReplicateEngine {
  const key = `${settings.redesignEngine ?? ''}|${JSON.stringify(settings.cog ?? null)}|${settings.replicateApiToken ?? ''}|${JSON.stringify(settings.replicate.models)}|${settings.replicate.apiBase ?? ''}`
  if (cached?.key === key) return cached.engine
  const choice = engineFor(settings)
  const engine =
    choice.name === 'replicate'
      ? createReplicateEngine({
          token: choice.token,
          model: choice.models.restyle,
          models: choice.models,
          baseUrl: settings.replicate.apiBase,
        })
      : choice.name === 'cog'
        ? createCogEngine(choice.cog)
        : offlineEngine
  cached = { key, engine }
  return engine
}
