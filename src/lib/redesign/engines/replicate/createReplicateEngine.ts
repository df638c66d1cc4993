import Replicate, { type Prediction } from 'replicate'
import type { AsyncEngine, EngineInput, ProviderCheck } from '../../types'
import { downloadOutputs } from './download'
import { parseEngineOptions, type ReplicateEngineOptions } from './engineOptions'
import { toProviderError, type ErrorContext } from './errorMapping'
import { prepareInputImage } from './inputImage'
import { predictionInputs, predictionTarget, resolveModel, type ResolvedModel } from './modelInputs'
import { summarisePredictions } from './predictionStatus'
import { ProviderError } from './providerError'
import { formatProviderJobId, MAX_PREDICTIONS_PER_JOB, parseProviderJobId } from './providerJobId'
import { createRetryingFetch } from './retryingFetch'

export type ReplicateEngine = AsyncEngine & {
  readonly model: ResolvedModel
  /** The account's webhook signing secret (`whsec_…`), fetched once and kept in memory. */
  getWebhookSecret(options?: { refresh?: boolean }): Promise<string>
}

function checkInput(input: EngineInput): void {
  if (
    !Number.isInteger(input.variants) ||
    input.variants < 1 ||
    input.variants > MAX_PREDICTIONS_PER_JOB
  ) {
    throw new ProviderError(
      'invalid_input',
      `Variants must be a whole number from 1 to ${MAX_PREDICTIONS_PER_JOB}.`,
    )
  }
  if (input.image.length === 0) throw new ProviderError('invalid_input', 'The room photo is empty.')
}

function checkWebhookUrl(webhookUrl: string): void {
  let url: URL | undefined
  try {
    url = new URL(webhookUrl)
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new ProviderError('config', 'The webhook URL is not a valid http(s) URL.')
  }
}

export function createReplicateEngine(options: ReplicateEngineOptions): ReplicateEngine {
  const settings = parseEngineOptions(options)
  const model = resolveModel(settings.model)
  const retry = {
    maxRetries: settings.maxRetries,
    baseDelayMs: settings.retryBaseDelayMs,
    maxDelayMs: settings.maxRetryDelayMs,
    sleep: settings.sleep,
  }
  const api = createRetryingFetch({ ...retry, timeoutMs: settings.requestTimeoutMs })
  const downloads = createRetryingFetch({ ...retry, timeoutMs: settings.downloadTimeoutMs })
  const client = new Replicate({
    auth: settings.token,
    baseUrl: settings.baseUrl,
    userAgent: 'roomwise (replicate-javascript/1.4.0)',
    fetch: api.fetch,
    // Keep the default file strategy. In replicate 1.4.0 'data-uri' passes the client object itself as
    // the inputs (a one-argument function called with two), so the request body carried the client's
    // fields, the API token included, instead of the model input. Our inputs are strings already, which
    // the default strategy leaves untouched.
  })
  const apiOrigin = new URL(settings.baseUrl).origin
  const context = (action: string, timeoutMs = settings.requestTimeoutMs): ErrorContext => ({
    action,
    timeoutMs,
    problemOf: api.problemOf,
    secrets: [settings.token],
  })
  const attempt = async <T>(action: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw toProviderError(error, context(action))
    }
  }
  let webhookSecret: Promise<string> | undefined

  return {
    kind: 'async',
    id: 'replicate',
    label: 'AI redesign',
    isAI: true,
    model,

    async submit(input, { webhookUrl }) {
      checkInput(input)
      if (webhookUrl) checkWebhookUrl(webhookUrl)
      const image = await prepareInputImage(input.image, input.imageMimeType).catch(() => {
        throw new ProviderError('invalid_input', 'The room photo could not be read as an image.')
      })
      const target = predictionTarget(model)
      const notify = webhookUrl
        ? { webhook: webhookUrl, webhook_events_filter: ['completed' as const] }
        : {}
      const created = await Promise.allSettled(
        predictionInputs(model, input, image.dataUri, input.variants).map((modelInput) =>
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
      const ids = parseProviderJobId(providerJobId)
      const predictions = await Promise.all(
        ids.map((id) =>
          attempt<Prediction>('checking the prediction', () => client.predictions.get(id)),
        ),
      )
      return summarisePredictions(predictions)
    },

    async cancel(providerJobId) {
      const ids = parseProviderJobId(providerJobId)
      const results = await Promise.allSettled(
        ids.map((id) => attempt('canceling the prediction', () => client.predictions.cancel(id))),
      )
      const failures = results.flatMap((result) =>
        result.status === 'rejected' ? [result.reason as ProviderError] : [],
      )
      // A prediction Replicate no longer knows cannot be running, so there is nothing left to stop.
      const real = failures.find((error) => error.code !== 'not_found')
      if (real) throw real
    },

    download(urls) {
      return downloadOutputs(urls, {
        fetch: downloads.fetch,
        maxBytes: settings.maxOutputBytes,
        headersFor: (url): Record<string, string> =>
          url.origin === apiOrigin ? { Authorization: `Bearer ${settings.token}` } : {},
        errorContext: {
          timeoutMs: settings.downloadTimeoutMs,
          problemOf: downloads.problemOf,
          secrets: [settings.token],
        },
      })
    },

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
