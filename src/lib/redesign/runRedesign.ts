import type { Payload } from 'payload'

import { getSettings } from '@/lib/env'
import { findDoc } from '@/lib/payload/findDoc'
import { watchForCancel } from './cancelWatch'
import { isEngineFailure } from './engineFailure'
import { failureMessages } from './failureMessages'
import { loadEngineInput } from './loadEngineInput'
import { runKeyOf } from './runKey'
import { finishSucceeded, finishUnsuccessful } from './state/finishRedesign'
import { claimRun } from './state/runClaims'
import { isFinished } from './state/statuses'
import { checkRedesignLater } from './checkRedesignRun'
import { selectEngine } from './engines/selectEngine'
import { replicateWebhookUrl } from './engines/replicateWebhooks'
import { submitOnce } from './submitOnce'
import type { RedesignEngine } from './types'

export type RunOptions = {
  engine: RedesignEngine
  /** Where the provider should POST its completion webhook, if the app is reachable. */
  webhookUrl?: string
  /** A sync engine's run must end within this (a provider run's checks keep the same deadline). */
  timeoutMs: number
  /** A job's lease (default: the setting): how long a submission claim may go unrecorded. */
  leaseMs?: number
  /** How often a sync engine's job looks whether the redesign was canceled meanwhile. */
  cancelCheckMs?: number
}

/** The runRedesign job: one redesign on the configured engine. */
export function runRedesignJob(payload: Payload, redesignId: number): Promise<void> {
  const settings = getSettings()
  const engine = selectEngine(settings)
  const webhookUrl = engine.kind === 'async' ? replicateWebhookUrl(settings) : undefined
  return runRedesign(payload, redesignId, {
    engine,
    webhookUrl,
    timeoutMs: settings.redesign.timeoutMs,
  })
}

/**
 * The job's work for one redesign. Every status change goes through the state machine
 * (./state), so the job stops as soon as it loses to a cancel: it never overwrites a cancel, keeps
 * no output of a canceled redesign, and stops any prediction it started. Safe to run again after
 * a crash, or twice at once: a redesign that already has a provider job only queues its check,
 * and only the runner that claims the submission ever submits (./submitOnce.ts).
 */
export async function runRedesign(
  payload: Payload,
  redesignId: number,
  options: RunOptions,
): Promise<void> {
  const redesign = await findDoc(payload, 'server', {
    collection: 'redesigns',
    id: redesignId,
    depth: 1,
  })
  if (!redesign || isFinished(redesign.status)) return
  const claimed = await claimRun(payload, redesign)
  if (!claimed) return // canceled before it started, or another runner has it
  const deadline = (claimed.startedAt?.getTime() ?? Date.now()) + options.timeoutMs

  try {
    const input = await loadEngineInput(payload, redesign)
    const { engine } = options
    if (engine.kind === 'sync') {
      const watch = watchForCancel(payload, redesignId, options.cancelCheckMs ?? 2_000)
      try {
        const outputs = await engine.generate(input, {
          signal: AbortSignal.any([
            AbortSignal.timeout(Math.max(1, deadline - Date.now())),
            watch.signal,
          ]),
          deadline,
          runKey: runKeyOf(redesign),
        })
        await finishSucceeded(payload, redesign, outputs)
      } catch (error) {
        // Canceled or deleted meanwhile: the engine's call was stopped on purpose, nothing to record.
        if (watch.signal.aborted || !(await watch.stillWanted())) return
        throw error
      } finally {
        watch.stop()
      }
      return
    }
    const providerJobId =
      claimed.providerJobId ??
      (await submitOnce(payload, redesignId, engine, input, {
        webhookUrl: options.webhookUrl,
        leaseMs: options.leaseMs ?? getSettings().jobs.leaseMs,
      }))
    // The job ends here: the webhook finishes the run, and a check later covers a lost webhook.
    if (providerJobId) await checkRedesignLater(payload, redesignId, claimed.startedAt)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Redesign ${redesignId} failed` })
    const message = isEngineFailure(error) ? error.customerMessage : failureMessages.couldNotFinish
    await finishUnsuccessful(payload, redesignId, 'fail', message)
  }
}
