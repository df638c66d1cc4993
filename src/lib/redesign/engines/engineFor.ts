import type { Settings } from '@/lib/env'
import type { RedesignMode } from '../modes'

export type EngineName = 'offline' | 'replicate'

export type EngineChoice =
  | { name: 'replicate'; models: Record<RedesignMode, string>; token: string }
  | { name: 'offline'; models?: undefined }

/**
 * The one place the engine is chosen: Replicate when a token is set, otherwise the offline
 * preview (which says on the image that it is not AI). The studio page, the jobs queue a server
 * runs, the redesign record and the engine itself all follow this answer.
 */
export const engineFor = (settings: Settings): EngineChoice =>
  settings.replicateApiToken
    ? { name: 'replicate', models: settings.replicate.models, token: settings.replicateApiToken }
    : { name: 'offline' }

/** The model a redesign in `mode` runs on (recorded on the redesign); none offline. */
export const modelForMode = (choice: EngineChoice, mode: RedesignMode): string | undefined =>
  choice.models?.[mode]
