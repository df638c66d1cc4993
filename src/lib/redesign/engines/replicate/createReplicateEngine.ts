import { z } from 'zod'
import { MAX_VARIANTS, MODES, type RedesignMode } from '../../modes'
import type { AsyncEngine, EngineInput, ProviderCheck } from '../../types'
import { DEFAULT_BASE_URL, replicateConnection } from '@/lib/replicate/connection'
import { toProviderError } from '@/lib/replicate/errorMapping'
import { prepareImages } from './inputImage'
import { predictionInputs } from './modelInputs'
import { modelsByMode, modelSupports, resolveModel, type ResolvedModel } from './modelRegistry'
import { outputUrlsOf, summarisePredictions } from '@/lib/replicate/predictionStatus'
import { ProviderError } from '@/lib/replicate/providerError'
import {
  currentId,
  formatProviderJobId,
  parseProviderJobId,
  parseSlots,
} from '@/lib/replicate/providerJobId'

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

const optionsSchema = z.object({
  token: z.string().trim().min(1, 'the Replicate API token is empty'),
  model: z.string().trim().min(1, 'the model is empty'),
  models: z.record(z.string(), z.string().trim().min(1, 'the model is empty')).default({}),
  baseUrl: z.string().refine(isHttpUrl, 'must be an http(s) URL').default(DEFAULT_BASE_URL),
  requestTimeoutMs: z.number().int().min(1).max(120_000).default(15_000),
  maxRetries: z.number().int().min(0).max(10).default(3),
  downloadTimeoutMs: z.number().int().min(1).max(300_000).default(30_000),
  maxOutputBytes: z.number().int().min(1).default(26_214_400), // 25 MiB
  retryBaseDelayMs: z.number().min(0).default(500),
  maxRetryDelayMs: z.number().min(0).default(10_000),
})

/** Defaults as in the schema; tests point `baseUrl` at the stand-in and replace `sleep`. */
export type ReplicateEngineOptions = z.input<typeof optionsSchema> & {
  sleep?: (ms: number) => Promise<void>
}

export type ReplicateEngine = AsyncEngine & {
  readonly model: ResolvedModel
  /** The model a mode's predictions run on; undefined when its setting names no model we know. */
  modelFor(mode: RedesignMode): ResolvedModel | undefined
  /** The account's webhook signing secret (`whsec_…`), fetched once and kept in memory. */
  getWebhookSecret(options?: { refresh?: boolean }): Promise<string>
}

function checkInput(input: EngineInput): void {
  if (!Number.isInteger(input.variants) || input.variants < 1 || input.variants > MAX_VARIANTS) {
    throw new ProviderError(
      'invalid_input',
      `Variants must be a whole number from 1 to ${MAX_VARIANTS}.`,
    )
  }
  if (input.image.length === 0) throw new ProviderError('invalid_input', 'The room photo is empty.')
  if (input.mode === 'surface' && !input.surface)
    throw new ProviderError('invalid_input', 'Choose the surface to change and its new finish.')
}

export function createReplicateEngine(options: ReplicateEngineOptions): ReplicateEngine {
  const { sleep, ...rest } = options
  const parsed = optionsSchema.safeParse(rest)
  if (!parsed.success) {
    // Issue messages name the setting and the rule, never the value, so the token cannot leak.
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'options'}: ${issue.message}`,
    )
    throw new ProviderError(
      'config',
      `Replicate engine settings are invalid (${problems.join('; ')}).`,
    )
  }
  const settings = parsed.data
  // Restyle's model must be known; another mode's unknown model only disables that mode.
  const model = resolveModel(settings.models.restyle ?? settings.model)
  const byMode = { ...modelsByMode(settings.models), restyle: model }
  const { client, context, attempt, get, cancel, download } = replicateConnection({
    ...settings,
    what: 'the prediction',
    retry: {
      maxRetries: settings.maxRetries,
      baseDelayMs: settings.retryBaseDelayMs,
      maxDelayMs: settings.maxRetryDelayMs,
      sleep,
    },
  })
  let webhookSecret: Promise<string> | undefined

  return {
    kind: 'async',
    id: 'replicate',
    label: 'AI redesign',
    isAI: true,
    model,
    modelFor: (mode) => byMode[mode],
    supports: (mode) => modelSupports(byMode[mode], mode),

    async submit(input, { webhookUrl }) {
      checkInput(input)
      const support = modelSupports(byMode[input.mode], input.mode)
      if (!support.available)
        throw new ProviderError(
          'config',
          `“${MODES[input.mode].label}” is not available here: ${support.why}`,
        )
      const modeModel = byMode[input.mode]!
      if (webhookUrl && !isHttpUrl(webhookUrl))
        throw new ProviderError('config', 'The webhook URL is not a valid http(s) URL.')
      const images = await prepareImages(input)
      // By version (POST /v1/predictions), or an official model by its own endpoint.
      const target = modeModel.version ? { version: modeModel.version } : { model: modeModel.name }
      const notify = webhookUrl
        ? { webhook: webhookUrl, webhook_events_filter: ['completed' as const] }
        : {}
      const created = await Promise.allSettled(
        predictionInputs(modeModel.family, input, images, input.variants).map((modelInput) =>
          client.predictions.create({ ...target, input: modelInput, ...notify }),
        ),
      )
      const started = created.flatMap((result) =>
        result.status === 'fulfilled' ? [result.value.id] : [],
      )
      const failure = created.find((result) => result.status === 'rejected')
      if (failure) {
        // Do not leave paid work running for a job that is about to be reported as failed.
        await Promise.allSettled(started.map((id) => client.predictions.cancel(id)))
        throw toProviderError(failure.reason, context('creating the prediction'))
      }
      return { providerJobId: formatProviderJobId(started) }
    },

    async check(providerJobId): Promise<ProviderCheck> {
      const predictions = await Promise.all(
        parseSlots(providerJobId).map(async (slot) => {
          const current = await get(currentId(slot))
          // A free retry that failed leaves the first attempt as that variant's result.
          return current.id !== slot.first && ['failed', 'canceled'].includes(current.status)
            ? get(slot.first)
            : current
        }),
      )
      return summarisePredictions(predictions)
    },

    async outputOf(predictionId) {
      const prediction = await get(predictionId)
      const urls = prediction.status === 'succeeded' ? outputUrlsOf(prediction.output) : []
      return urls.length ? (await download(urls.slice(0, 1)))[0] : undefined
    },

    async cancel(providerJobId) {
      const results = await Promise.allSettled(parseProviderJobId(providerJobId).map(cancel))
      const failure = results.find((result) => result.status === 'rejected')
      if (failure) throw failure.reason
    },

    download,

    getWebhookSecret({ refresh = false } = {}) {
      if (!webhookSecret || refresh) {
        const pending = attempt('reading the webhook secret', () =>
          client.webhooks.default.secret.get(),
        ).then(({ key }) => {
          if (typeof key !== 'string' || !key.startsWith('whsec_')) {
            throw new ProviderError(
              'unknown',
              'Replicate returned a webhook secret in an unexpected format.',
            )
          }
          return key
        })
        // A failed read is not cached, so the next webhook tries again.
        pending.catch(() => {
          if (webhookSecret === pending) webhookSecret = undefined
        })
        webhookSecret = pending
      }
      return webhookSecret
    },
  }
}
