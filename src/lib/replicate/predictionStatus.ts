import { cleanText } from './errorMapping'

export type ProviderCheck =
  | { status: 'processing' }
  | { status: 'succeeded'; outputUrls: string[] }
  | { status: 'failed'; error: string }
  | { status: 'canceled' }

export type PredictionSnapshot = { id: string; status: string; output?: unknown; error?: unknown }

/** Anything else (starting, processing, or a status added later) counts as still running. */
const ENDED = new Set(['succeeded', 'failed', 'canceled', 'aborted'])

/** Image models answer with one URL or a list of URLs; anything else is not an image output. */
export function outputUrlsOf(output: unknown): string[] {
  const values = Array.isArray(output) ? output : [output]
  return values.filter(
    (value): value is string => typeof value === 'string' && /^(https?:|data:)/.test(value),
  )
}

function errorText(error: unknown): string | undefined {
  if (error === null || error === undefined || error === '') return undefined
  return cleanText(typeof error === 'string' ? error : JSON.stringify(error), [], 300)
}

/** Folds the predictions of one job into one answer. Still running while any runs. */
export function summarisePredictions(predictions: readonly PredictionSnapshot[]): ProviderCheck {
  if (!predictions.every((prediction) => ENDED.has(prediction.status)))
    return { status: 'processing' }
  const outputUrls = predictions
    .filter((p) => p.status === 'succeeded')
    .flatMap((p) => outputUrlsOf(p.output))
  if (outputUrls.length > 0) return { status: 'succeeded', outputUrls }
  if (predictions.every((prediction) => prediction.status === 'canceled'))
    return { status: 'canceled' }
  const failed = predictions.find(
    (prediction) => prediction.status === 'failed' && errorText(prediction.error),
  )
  if (failed) return { status: 'failed', error: errorText(failed.error)! }
  if (predictions.some((prediction) => prediction.status === 'succeeded')) {
    return { status: 'failed', error: 'The model finished without returning an image.' }
  }
  if (predictions.some((prediction) => prediction.status === 'aborted')) {
    return { status: 'failed', error: 'Replicate stopped the prediction before it ran.' }
  }
  return { status: 'failed', error: 'The prediction failed without an error message.' }
}
