import { MAX_VARIANTS } from '@/lib/redesign/modes'
import { ProviderError } from './providerError'

/** One prediction per variant: the provider job id is their ids joined by commas, in order. */
export const PREDICTION_ID = /^[a-z0-9]{1,64}$/i

/**
 * A variant's slot: its prediction, and once the structure gate made it again, `first~retry`
 * (`first~` while that retry is being submitted, `first~-` when it could not be).
 */
export type Slot = { first: string; retry?: string }
export const RETRY_PENDING = ''
export const RETRY_NOT_MADE = '-'

const SLOT = /^([a-z0-9]{1,64})(?:~([a-z0-9]{1,64}|-)?)?$/i

export function formatProviderJobId(predictionIds: readonly string[]): string {
  return formatSlots(predictionIds.map((first) => ({ first })))
}

export function parseSlots(providerJobId: string): Slot[] {
  const parts = providerJobId.split(',')
  const slots = parts.map((part) => SLOT.exec(part))
  if (parts.length > MAX_VARIANTS || !slots.every(Boolean))
    throw new ProviderError(
      'invalid_job_id',
      'The provider job id is not a list of Replicate prediction ids.',
    )
  return slots.map((match) => {
    const [, first, retry] = match!
    return match![0].includes('~')
      ? { first: first!, retry: retry ?? RETRY_PENDING }
      : { first: first! }
  })
}

export function formatSlots(slots: readonly Slot[]): string {
  const id = slots
    .map(({ first, retry }) => (retry === undefined ? first : `${first}~${retry}`))
    .join(',')
  parseSlots(id)
  return id
}

export const currentId = ({ first, retry }: Slot): string =>
  retry && retry !== RETRY_NOT_MADE ? retry : first

export const parseProviderJobId = (providerJobId: string): string[] =>
  parseSlots(providerJobId).map(currentId)
