import { getSettings, type Settings } from '@/lib/env'
import { createReplicateEngine, type ReplicateEngine } from '@/lib/redesign/engines/replicate'
import { startReplicateStandIn, type ReplicateStandIn } from './replicateStandIn'
import { roomPhoto } from './roomPhoto'

export type ReplicateRedesigns = {
  standIn: ReplicateStandIn
  engine: ReplicateEngine
  /** The process's settings, pointed at the stand-in, with room for any number of active redesigns. */
  settings: Settings
  photo: Buffer
}

/**
 * What a test of redesigns run through Replicate needs: a Replicate stand-in
 * started (the caller stops `standIn`), an engine and settings that use it, and a room photo.
 */
export async function startReplicateRedesigns(): Promise<ReplicateRedesigns> {
  const standIn = await startReplicateStandIn()
  const engine = createReplicateEngine({
    token: standIn.token,
    baseUrl: standIn.url,
    model: 'adirik/interior-design',
    retryBaseDelayMs: 1,
  })
  const base = getSettings()
  const settings: Settings = {
    ...base,
    replicateApiToken: standIn.token,
    replicate: {
      ...base.replicate,
      models: { ...base.replicate.models, restyle: 'adirik/interior-design' },
      apiBase: standIn.url,
      webhookSecret: undefined,
    },
    redesign: { ...base.redesign, maxActive: 100 },
  }
  return { standIn, engine, settings, photo: await roomPhoto() }
}
