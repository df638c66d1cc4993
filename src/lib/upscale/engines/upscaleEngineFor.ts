import type { Settings } from '@/lib/env'
import { engineFor } from '@/lib/redesign/engines/engineFor'
import { UPSCALE_MODEL_REFERENCE } from './upscaleModel'
import { createReplicateUpscaler, type ReplicateUpscaler } from './replicateUpscaler'

export type UpscaleEngineName = 'replicate' | 'lanczos'

export type UpscaleEngine =
  | { name: 'replicate'; model: string; upscaler: ReplicateUpscaler }
  | { name: 'lanczos'; model?: undefined }

export type UpscaleEngineChoice = { name: UpscaleEngineName; model?: string }

/**
 * Which engine enlarges: Real-ESRGAN on Replicate when redesigns run there (the same token and
 * API), otherwise (offline, or a self-hosted Cog server, which serves only the interior-design
 * model) a Lanczos resize on this server, which the studio labels as not AI.
 */
export function upscaleEngineFor(settings: Settings): UpscaleEngineChoice {
  return engineFor(settings).name === 'replicate'
    ? { name: 'replicate', model: UPSCALE_MODEL_REFERENCE }
    : { name: 'lanczos' }
}

let cached: { key: string; engine: UpscaleEngine } | undefined

/**
 * The engine upscaleEngineFor names (its rule is engineFor's answer), built once per
 * configuration with the Replicate token engineFor found.
 */
export function selectUpscaleEngine(settings: Settings): UpscaleEngine {
  const choice = engineFor(settings)
  if (choice.name !== 'replicate') return { name: 'lanczos' }
  const key = `${choice.token}|${settings.replicate.apiBase ?? ''}`
  if (cached?.key === key) return cached.engine
  const upscaler = createReplicateUpscaler({
    token: choice.token,
    baseUrl: settings.replicate.apiBase,
  })
  cached = { key, engine: { name: 'replicate', model: UPSCALE_MODEL_REFERENCE, upscaler } }
  return cached.engine
}
