import type { Settings } from '@/lib/env'
import {
  createReplicateUpscaler,
  UPSCALE_MODEL_REFERENCE,
  type ReplicateUpscaler,
} from '@/lib/upscale/replicateUpscaler'
import type { KeepStructure, RedesignMode } from '../modes'
import type { SyncEngine } from '../types'
import { COG_MODEL, createCogEngine } from './cog/createCogEngine'
import { offlineEngine } from './offline/offlineEngine'
import { createReplicateEngine, type ReplicateEngine } from './replicate/createReplicateEngine'
import { strengthSent } from './replicate/modelInputs'
import { findModel } from './replicate/modelRegistry'

export type EngineName = 'offline' | 'replicate' | 'cog'

/** Real-ESRGAN on Replicate when redesigns run there; otherwise a Lanczos resize, labelled not AI. */
export type UpscaleEngine =
  | { name: 'replicate'; model: string; upscaler: ReplicateUpscaler }
  | { name: 'lanczos'; model?: undefined }

export type Engines = {
  name: EngineName
  redesign: SyncEngine | ReplicateEngine
  upscale: UpscaleEngine
  /** The model a redesign in `mode` runs on (recorded on it); none offline. */
  modelFor(mode: RedesignMode): string | undefined
  /** The model inputs a "Keep structure" choice is sent as (recorded on the redesign); none offline. */
  strengthSent(mode: RedesignMode, keep: KeepStructure): Record<string, unknown> | undefined
}

let cached: { key: string; engines: Engines } | undefined

/** REDESIGN_ENGINE, else Replicate with a token, else offline; built once per configuration. */
export function chooseEngine(settings: Settings): Engines {
  const { redesignEngine, cog, replicateApiToken: token, replicate } = settings
  const key = JSON.stringify([redesignEngine, cog, token, replicate.models, replicate.apiBase])
  if (cached?.key === key) return cached.engines
  let engines: Engines
  if (redesignEngine === 'cog' && cog)
    engines = {
      name: 'cog',
      redesign: createCogEngine(cog),
      upscale: { name: 'lanczos' },
      modelFor: () => `${COG_MODEL} (self-hosted)`,
      strengthSent: (_mode, keep) => strengthSent('interior-design', keep),
    }
  else if (redesignEngine !== 'offline' && token) {
    const baseUrl = replicate.apiBase
    const upscaler = createReplicateUpscaler({ token, baseUrl })
    engines = {
      name: 'replicate',
      redesign: createReplicateEngine({
        token,
        model: replicate.models.restyle,
        models: replicate.models,
        baseUrl,
      }),
      upscale: { name: 'replicate', model: UPSCALE_MODEL_REFERENCE, upscaler },
      modelFor: (mode) => replicate.models[mode],
      strengthSent: (mode, keep) => {
        const family = findModel(replicate.models[mode])?.family
        return family && strengthSent(family, keep)
      },
    }
  } else
    engines = {
      name: 'offline',
      redesign: offlineEngine,
      upscale: { name: 'lanczos' },
      modelFor: () => undefined,
      strengthSent: () => undefined,
    }
  cached = { key, engines }
  return engines
}
