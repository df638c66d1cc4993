import type { Settings } from '@/lib/env'
import type { RedesignMode } from '../modes'
import { COG_MODEL } from './cog/cogModel'

export type EngineName = 'offline' | 'replicate' | 'cog'

export type EngineChoice =
  | { name: 'replicate'; models: Record<RedesignMode, string>; token: string }
  | { name: 'cog'; models?: undefined; cog: NonNullable<Settings['cog']> }
  | { name: 'offline'; models?: undefined }

/**
 * The one place the engine is chosen: the one REDESIGN_ENGINE names, else Replicate when a token is
 * set, otherwise the offline preview (which says on the image that it is not AI). The studio page,
 * the jobs queue a server runs, the redesign record and the engine itself all follow this answer.
 */
export function engineFor(settings: Settings): EngineChoice {
  if (settings.redesignEngine === 'cog' && settings.cog) return { name: 'cog', cog: settings.cog }
  if (settings.redesignEngine !== 'offline' && settings.replicateApiToken)
    return {
      name: 'replicate',
      models: settings.replicate.models,
      token: settings.replicateApiToken,
    }
  return { name: 'offline' }
}

/** The model a redesign in `mode` runs on (recorded on the redesign); none offline. */
export const modelForMode = (choice: EngineChoice, mode: RedesignMode): string | undefined =>
  choice.name === 'cog' ? `${COG_MODEL} (self-hosted)` : choice.models?.[mode]
