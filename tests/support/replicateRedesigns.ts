import type { Payload } from 'payload'

import { getSettings, type Settings } from '@/lib/env'
import { findDoc } from '@/lib/payload/findDoc'
import { checkRedesignRun } from '@/lib/redesign/run'
import {
  createReplicateEngine,
  type ReplicateEngine,
} from '@/lib/redesign/engines/replicate/createReplicateEngine'
import { runRedesign } from '@/lib/redesign/run'
import { isFinished } from '@/lib/providerRun/statuses'
import type { AsyncEngine } from '@/lib/redesign/types'
import { pollUntil } from './pollUntil'
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

/**
 * A redesign's job, then the reconciler's checks (the job the webhook would make unnecessary)
 * until it is finished: what a worker and the provider's webhook do between them.
 */
export async function runToEnd(
  payload: Payload,
  id: number,
  options: { engine: AsyncEngine; timeoutMs?: number; leaseMs?: number },
): Promise<void> {
  const { engine, timeoutMs = 60_000 } = options
  await runRedesign(payload, id, { engine, timeoutMs, leaseMs: options.leaseMs })
  await pollUntil(
    async () => {
      await checkRedesignRun(payload, id, { engine, timeoutMs })
      return findDoc(payload, 'server', { collection: 'redesigns', id })
    },
    (redesign) => !redesign || isFinished(redesign.status),
    { timeoutMs: 30_000, intervalMs: 50 },
  )
}
