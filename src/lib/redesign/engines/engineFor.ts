import type { Settings } from '@/lib/env'

export type EngineName = 'offline' | 'replicate'

export type EngineChoice =
  { name: 'replicate'; model: string; token: string } | { name: 'offline'; model?: undefined }

/**
 * The one place the engine is chosen: Replicate when a token is set, otherwise the offline
 * preview (which says on the image that it is not AI). The studio page, the jobs queue a server
 * runs, the redesign record and the engine itself all follow this answer.
 */
export const engineFor = (settings: Settings): EngineChoice =>
  settings.replicateApiToken
    ? { name: 'replicate', model: settings.replicate.model, token: settings.replicateApiToken }
    : { name: 'offline' }
