import type { Payload } from 'payload'

import type { Redesign } from '@/payload-types'
import { finishSucceeded, finishUnsuccessful } from './finishRedesign'
import { loadEngineInput } from './loadEngineInput'
import { isFinished } from './roomTypes'
import type { AsyncEngine, RedesignEngine } from './types'
import { waitForProvider } from './waitForProvider'

export type RunOptions = {
  engine: RedesignEngine
  /** Where the provider should POST its completion webhook, if the app is reachable. */
  webhookUrl?: string
  /** The whole run, submit to result, must end within this (a stuck provider fails, refunded). */
  timeoutMs: number
}

const FRIENDLY_FAILURE = 'The redesign could not be finished. Your credits have been returned; please try again.'

const load = (payload: Payload, id: number) =>
  payload.findByID({ collection: 'redesigns', id, depth: 1, overrideAccess: true, disableErrors: true }) as Promise<Redesign | null>

/**
 * The job's work for one redesign. Safe to run again after a crash: a redesign that already has a
 * provider job resumes waiting for it instead of paying for a new one, and finishing is exactly-once.
 */
export async function runRedesign(payload: Payload, redesignId: number, options: RunOptions): Promise<void> {
  const redesign = await load(payload, redesignId)
  if (!redesign || isFinished(redesign.status)) return
  if (redesign.status === 'queued') {
    await payload.update({ collection: 'redesigns', id: redesignId, data: { status: 'processing', startedAt: new Date().toISOString() }, overrideAccess: true })
  }
  const started = redesign.startedAt ? Date.parse(redesign.startedAt) : Date.now()
  const deadline = started + options.timeoutMs

  try {
    const input = await loadEngineInput(payload, redesign)
    const { engine } = options
    if (engine.kind === 'sync') {
      const outputs = await engine.generate(input, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) })
      await finishSucceeded(payload, redesign, outputs)
      return
    }
    const providerJobId = redesign.providerJobId ?? (await submit(payload, redesign, engine, input, options.webhookUrl))
    const result = await waitForProvider(engine, providerJobId, {
      deadline,
      stillWanted: async () => {
        const current = await load(payload, redesignId)
        return Boolean(current && !isFinished(current.status))
      },
    })
    if (result.status === 'abandoned') return // finished elsewhere: a webhook, or a cancel
    if (result.status === 'succeeded') {
      await finishSucceeded(payload, redesign, await engine.download(result.outputUrls))
    } else if (result.status === 'timeout') {
      await engine.cancel(providerJobId).catch(() => undefined)
      await finishUnsuccessful(payload, redesign, 'failed', 'The AI service took too long. Your credits have been returned; please try again.')
    } else {
      await finishUnsuccessful(payload, redesign, result.status, result.status === 'canceled' ? 'Canceled.' : `${result.error} Your credits have been returned.`)
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: `Redesign ${redesignId} failed` })
    await finishUnsuccessful(payload, redesign, 'failed', FRIENDLY_FAILURE)
  }
}

async function submit(payload: Payload, redesign: Redesign, engine: AsyncEngine, input: Awaited<ReturnType<typeof loadEngineInput>>, webhookUrl?: string) {
  const { providerJobId } = await engine.submit(input, { webhookUrl })
  // Saved before waiting: after a crash the job resumes this prediction instead of paying again.
  await payload.update({ collection: 'redesigns', id: redesign.id, data: { providerJobId }, overrideAccess: true })
  return providerJobId
}
