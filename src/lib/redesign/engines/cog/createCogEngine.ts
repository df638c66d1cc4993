import { MODES } from '../../modes'
import { EngineFailure, failureMessages } from '../../failureMessages'
import type { Settings } from '@/lib/env'
import { retryRunKey, type SyncEngine } from '../../types'
import { prepareImages } from '../replicate/inputImage'
import { predictionInputs } from '../replicate/modelInputs'
import { modelSupports, type ResolvedModel } from '../replicate/modelRegistry'
import {
  cancelPrediction,
  imagesFromOutput,
  runCogPrediction,
  type CogCallPolicy,
} from './cogPrediction'
import { createSlots } from './slots'

export const COG_MODEL = 'adirik/interior-design'

/** Cog's idempotent PUT /predictions/{id}: an id derived from the run key and variant. */
const cogPredictionId = (runKey: string, variant: number) =>
  `${runKey.replace(/[^A-Za-z0-9_-]/g, '-')}-v${variant + 1}`

const MODEL: ResolvedModel = { name: COG_MODEL, family: 'interior-design' }

export type CogEngineOptions = NonNullable<Settings['cog']> & {
  retryBaseDelayMs?: number
  maxDelayMs?: number
}

export type CogEngine = SyncEngine & { id: 'cog' }

export function createCogEngine(options: CogEngineOptions): CogEngine {
  const slots = createSlots(options.slots)
  const policy: CogCallPolicy = {
    baseUrl: options.url.replace(/\/+$/, ''),
    callTimeoutMs: options.callTimeoutMs,
    busyRetries: options.busyRetries,
    retryBaseDelayMs: options.retryBaseDelayMs ?? 500,
    maxDelayMs: options.maxDelayMs ?? 5_000,
  }

  return {
    kind: 'sync',
    id: 'cog',
    label: 'AI redesign',
    isAI: true,
    supports: (mode) => modelSupports(MODEL, mode),

    async stop(runKey, variants) {
      // Each variant, and its free structure retry (one prediction under its own run key).
      const ids = Array.from({ length: variants }, (_, variant) => [
        cogPredictionId(runKey, variant),
        cogPredictionId(retryRunKey(runKey, variant), 0),
      ]).flat()
      const reached = await Promise.all(ids.map((id) => cancelPrediction(policy.baseUrl, id)))
      return ids.filter((_, index) => !reached[index])
    },

    async generate(input, { signal, runKey, deadline } = {}) {
      const support = modelSupports(MODEL, input.mode)
      if (!support.available)
        throw new EngineFailure(
          `“${MODES[input.mode].label}” is not available here: ${support.why}`,
          `Cog engine asked for mode ${input.mode}`,
        )
      if (!runKey) throw new Error('The Cog engine needs a run key to name its predictions.')
      const images = await prepareImages(input)
      const inputs = predictionInputs(MODEL.family, input, images, input.variants)
      const end = deadline ?? Date.now() + options.callTimeoutMs
      const siblings = new AbortController()
      const runSignal = signal ? AbortSignal.any([signal, siblings.signal]) : siblings.signal
      // A failed variant stops its siblings before freeing its slot, so a waiting one never sends.
      const runVariant = async (modelInput: Record<string, unknown>, variant: number) => {
        const release = await slots.acquire(runSignal)
        try {
          const id = cogPredictionId(runKey, variant)
          const opts = { deadline: end, signal: runSignal }
          return imagesFromOutput(await runCogPrediction(id, modelInput, policy, opts))
        } catch (error) {
          siblings.abort(error)
          throw error
        } finally {
          release()
        }
      }
      try {
        const outputs = await Promise.all(inputs.map(runVariant))
        return outputs.flat()
      } catch (error) {
        // The job's deadline, reached while waiting for a slot or for the server: "took too long".
        if (signal?.aborted && (signal.reason as Error | undefined)?.name === 'TimeoutError')
          throw new EngineFailure(failureMessages.timedOut, `Cog run ${runKey}: deadline passed`)
        throw error
      }
    },
  }
}
