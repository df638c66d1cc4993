import type { Payload } from 'payload'

import { redesignLedgerKey } from '@/lib/credits/reasons'
import { getSettings } from '@/lib/env'
import { redesignQueue } from '@/lib/jobs/queues'
import { findDoc } from '@/lib/payload/findDoc'
import { idOf } from '@/lib/payload/idOf'
import {
  checkRun,
  completeFromProvider as completeRun,
  currentStatus,
  finishSucceeded,
  runJob,
  submitAndCheckLater,
  type Provider,
  type RunKind,
  type SubmitOptions,
} from '@/lib/providerRun/run'
import { isFinished } from '@/lib/providerRun/statuses'
import { replicateWebhookUrl } from '@/lib/replicate/webhooks'
import type { Redesign } from '@/payload-types'
import { chooseEngine } from './engines/chooseEngine'
import { failureMessages, isEngineFailure, providerFailureMessage } from './failureMessages'
import { loadEngineInput } from './loadEngineInput'
import { newImageName } from './roomPhotoSource'
import {
  gateGenerated,
  gateProviderRun,
  refundChangedResults,
  structureThreshold,
  type ScoredOutput,
} from './structureGate'
import { retryRunKey, type AsyncEngine, type RedesignEngine } from './types'

export const redesignRun: RunKind<Redesign, ScoredOutput[]> = {
  collection: 'redesigns',
  name: 'Redesign',
  checkTask: 'checkRedesignRun',
  queue: () => redesignQueue(chooseEngine(getSettings()).name),
  load: (payload, id) => findDoc(payload, 'server', { collection: 'redesigns', id, depth: 1 }),
  timedOutMessage: failureMessages.timedOut,
  failureMessage: (error) =>
    isEngineFailure(error) ? error.customerMessage : failureMessages.couldNotFinish,
  providerEnded: (check) =>
    check.status === 'failed'
      ? { event: 'fail', message: providerFailureMessage(check.error) }
      : { event: 'providerCanceled', message: failureMessages.canceled },
  refund: {
    reason: 'redesign_refund',
    key: (id) => redesignLedgerKey(id, 'refund'),
    redesignId: (claimed) => claimed.id,
    note: (event) => (event === 'cancel' || event === 'providerCanceled' ? 'canceled' : 'failed'),
  },
  async store(req, redesign, outputs, written) {
    const owner = idOf(redesign.owner)
    for (const { data, mimeType, ...structure } of outputs) {
      written.push(
        await req.payload.create({
          collection: 'redesign-images',
          data: { owner, kind: 'output', ...structure },
          file: { data, mimetype: mimeType, name: newImageName(mimeType), size: data.length },
          overrideAccess: true,
          req,
        }),
      )
    }
    const creditsRefunded = await refundChangedResults(req, redesign, outputs)
    await req.payload.update({
      collection: 'redesigns',
      id: redesign.id,
      data: { outputs: written.map((image) => image.id), creditsRefunded },
      overrideAccess: true,
      req,
    })
  },
}

/** Id plus creation time: stable across job runs and never reused after a reset database. */
export const runKeyOf = (redesign: Pick<Redesign, 'id' | 'createdAt'>): string =>
  `redesign-${redesign.id}-${new Date(redesign.createdAt).getTime().toString(36)}`

/** `timeoutMs` bounds a sync engine's run; a provider run's checks keep the same deadline. */
type RunOptions = SubmitOptions & {
  engine: RedesignEngine
  timeoutMs: number
  cancelCheckMs?: number
}

export function runRedesignJob(payload: Payload, redesignId: number): Promise<void> {
  const settings = getSettings()
  const engine = chooseEngine(settings).redesign
  const webhookUrl = engine.kind === 'async' ? replicateWebhookUrl(settings) : undefined
  return runRedesign(payload, redesignId, {
    engine,
    webhookUrl,
    timeoutMs: settings.redesign.timeoutMs,
  })
}

/** Sync engines finish in the job (stopping on cancel); provider runs finish via src/lib/providerRun. */
export function runRedesign(payload: Payload, redesignId: number, options: RunOptions) {
  return runJob(payload, redesignRun, redesignId, async (redesign, claimed) => {
    const input = await loadEngineInput(payload, redesign)
    const { engine } = options
    if (engine.kind === 'async') {
      const submit = (webhookUrl?: string) => engine.submit(input, { webhookUrl })
      return submitAndCheckLater(payload, redesignRun, claimed, { ...engine, submit }, options)
    }
    const deadline = (claimed.startedAt?.getTime() ?? Date.now()) + options.timeoutMs
    const watch = watchForCancel(payload, redesignId, options.cancelCheckMs ?? 2_000)
    try {
      const signal = AbortSignal.any([
        AbortSignal.timeout(Math.max(1, deadline - Date.now())),
        watch.signal,
      ])
      const runKey = runKeyOf(redesign)
      const outputs = await engine.generate(input, { signal, deadline, runKey })
      // A variant made again gets its own run key: Cog's prediction ids are idempotent per key.
      const makeAgain = (variant: number) =>
        engine
          .generate(
            { ...input, variants: 1 },
            { signal, deadline, runKey: retryRunKey(runKey, variant) },
          )
          .then(([output]) => output)
          .catch((error: unknown) => {
            if (signal.aborted) throw error
            payload.logger.warn({ err: error, msg: `Redesign ${redesignId}: free retry failed` })
            return undefined
          })
      // Scored, never gated: the offline preview is no model, so a retry would draw the same image.
      const threshold = engine.isAI ? structureThreshold(redesign) : 0
      const scored = await gateGenerated(input, outputs, threshold, makeAgain)
      await finishSucceeded(payload, redesignRun, redesign, scored)
    } catch (error) {
      // Canceled or deleted meanwhile: the engine's call was stopped on purpose, nothing to record.
      if (watch.signal.aborted || !(await watch.stillWanted())) return
      throw error
    } finally {
      watch.stop()
    }
  })
}

/** Aborts a sync engine's run when the redesign is canceled or deleted meanwhile. */
function watchForCancel(payload: Payload, redesignId: number, intervalMs: number) {
  const controller = new AbortController()
  const stillWanted = async () => {
    const status = await currentStatus(payload, 'redesigns', redesignId)
    return status !== null && !isFinished(status)
  }
  let looking = false
  const timer = setInterval(() => {
    if (looking || controller.signal.aborted) return
    looking = true
    stillWanted()
      .then((wanted) => {
        if (!wanted) controller.abort(new Error(`Redesign ${redesignId} is no longer wanted`))
      })
      // A failed look (the database busy) is not a cancel: look again at the next tick.
      .catch(() => {})
      .finally(() => (looking = false))
  }, intervalMs)
  timer.unref()
  return { signal: controller.signal, stillWanted, stop: () => clearInterval(timer) }
}

const gated = (payload: Payload, engine: AsyncEngine): Provider<ScoredOutput[], Redesign> => ({
  ...engine,
  collect: (redesign) => gateProviderRun(payload, redesign, engine),
})

export const completeFromProvider = (payload: Payload, redesign: Redesign, engine: AsyncEngine) =>
  completeRun(payload, redesignRun, redesign, gated(payload, engine))

export function checkRedesignRun(
  payload: Payload,
  redesignId: number,
  {
    engine = chooseEngine(getSettings()).redesign,
    timeoutMs = getSettings().redesign.timeoutMs,
  }: { engine?: RedesignEngine; timeoutMs?: number } = {},
): Promise<void> {
  const provider = engine.kind === 'async' ? gated(payload, engine) : undefined
  return checkRun(payload, redesignRun, redesignId, () => provider, timeoutMs)
}
