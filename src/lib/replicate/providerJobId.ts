import { MAX_VARIANTS } from '@/lib/redesign/modes'
import { ProviderError } from './providerError'

/** One prediction per variant: the provider job id is their ids joined by commas, in order. */
export const PREDICTION_ID = /^[a-z0-9]{1,64}$/i

export function formatProviderJobId(predictionIds: readonly string[]): string {
  parseIds(predictionIds)
  return predictionIds.join(',')
}

export function parseProviderJobId(providerJobId: string): string[] {
  return parseIds(providerJobId.split(','))
}

function parseIds(ids: readonly string[]): string[] {
  if (ids.length === 0 || ids.length > MAX_VARIANTS || !ids.every((id) => PREDICTION_ID.test(id))) {
    throw new ProviderError(
      'invalid_job_id',
      'The provider job id is not a list of Replicate prediction ids.',
    )
  }
  return [...ids]
}
