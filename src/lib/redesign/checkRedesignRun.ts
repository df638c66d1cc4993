import type { Payload } from 'payload'

import { getSettings } from '@/lib/env'
import { queueProviderCheck } from '@/lib/jobs/engine'
import { redesignQueue } from '@/lib/jobs/queues'
import { findDoc } from '@/lib/payload/findDoc'
import { completeFromProvider } from './completeFromProvider'
import { isEngineFailure } from './engineFailure'
import { engineFor } from './engines/engineFor'
import { selectEngine } from './engines/selectEngine'
import { failureMessages } from './failureMessages'
import { finishUnsuccessful } from './state/finishRedesign'
import { currentStatus } from './state/runClaims'
import { stopPrediction } from './submitOnce'
import type { RedesignEngine } from './types'

/** Queues the next look at a submitted redesign's provider run (see nextCheckAt). */
export const checkRedesignLater = (
  payload: Payload,
  redesignId: number,
  startedAt: Date | string | null | undefined,
) =>
  queueProviderCheck(payload, {
    task: 'checkRedesignRun',
    id: redesignId,
    queue: redesignQueue(engineFor(getSettings()).name),
    startedAt,
  })

type CheckOptions = { engine?: RedesignEngine; timeoutMs?: number }

/**
 * The reconciler of one submitted redesign, for a webhook that is late or lost: asks the provider
 * and finishes the redesign as the webhook would; still running, it looks again later, and at the
 * deadline the redesign fails, refunded, and the prediction is stopped, as is a canceled one's. The
 * state machine lets the first of webhook, check and cancel win; the others change nothing.
 */
export async function checkRedesignRun(
  payload: Payload,
  redesignId: number,
  // Tests give their own engine and deadline; a job takes the configured ones.
  {
    engine = selectEngine(getSettings()),
    timeoutMs = getSettings().redesign.timeoutMs,
  }: CheckOptions = {},
): Promise<void> {
  const redesign = await findDoc(payload, 'server', {
    collection: 'redesigns',
    id: redesignId,
    depth: 1,
  })
  if (!redesign?.providerJobId || engine.kind !== 'async') return
  const outcome = await completeFromProvider(payload, redesign, engine).catch(
    async (error: unknown) => {
      // A passing fault (rate limit, outage) waits for the next look; anything else ends the run.
      if ((error as { retryable?: boolean }).retryable) return 'running' as const
      payload.logger.error({ err: error, msg: `Redesign ${redesignId} failed` })
      const message = isEngineFailure(error)
        ? error.customerMessage
        : failureMessages.couldNotFinish
      await finishUnsuccessful(payload, redesignId, 'fail', message)
      return 'finished' as const
    },
  )
  let timedOut = false
  if (outcome === 'running') {
    const startedAt = redesign.startedAt ? Date.parse(redesign.startedAt) : Date.now()
    if (Date.now() < startedAt + timeoutMs)
      return checkRedesignLater(payload, redesignId, redesign.startedAt)
    timedOut = Boolean(
      await finishUnsuccessful(payload, redesignId, 'timeout', failureMessages.timedOut),
    )
  }
  // A canceled one's too: the cancel route stops it, but may not have reached the provider.
  if (timedOut || (await currentStatus(payload, redesignId)) === 'canceled')
    await stopPrediction(payload, engine, redesign.providerJobId)
}
