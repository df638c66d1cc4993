import type { Payload } from 'payload'

import { getSettings, type Settings } from '@/lib/env'
import { createCogEngine, type CogEngine } from '@/lib/redesign/engines/cog/createCogEngine'
import { startCogStandIn, type CogStandIn } from './cogStandIn'
import { roomPhoto } from './roomPhoto'

type CogSettings = NonNullable<Settings['cog']>

/**
 * What a test of redesigns drawn by a self-hosted Cog server needs: a Cog
 * stand-in (the caller stops it), settings choosing the Cog engine at it, and a room photo.
 * `engine()` builds the engine a worker would (a new one is a restarted worker's).
 */
export async function startCogRedesigns(payload: Payload, slots = 1) {
  const standIn: CogStandIn = await startCogStandIn({ slots })
  const base = getSettings()
  const cog: CogSettings = { url: standIn.url, slots, callTimeoutMs: 30_000, busyRetries: 6 }
  const settings: Settings = {
    ...base,
    redesignEngine: 'cog',
    cog,
    redesign: { ...base.redesign, maxActive: 100, maxPerHour: 1000 },
  }
  const engine = (overrides: Partial<CogSettings> = {}): CogEngine =>
    createCogEngine({ ...cog, ...overrides, retryBaseDelayMs: 20, maxDelayMs: 100 })
  return { standIn, settings, engine, photo: await roomPhoto() }
}
