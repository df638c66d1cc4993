import { errorNamed } from '@/lib/errors/errorNamed'

/** What can go wrong at an image provider, in terms the redesign job can act on. */
export type ProviderErrorCode =
  | 'unauthorized'
  | 'insufficient_credit'
  | 'not_found'
  | 'invalid_input'
  | 'rate_limited'
  | 'unavailable'
  | 'timeout'
  | 'network'
  | 'bad_output'
  | 'invalid_job_id'
  | 'config'
  | 'unknown'

const RETRYABLE: ReadonlySet<ProviderErrorCode> = new Set([
  'rate_limited',
  'unavailable',
  'timeout',
  'network',
])

export class ProviderError extends Error {
  readonly provider = 'replicate'
  readonly code: ProviderErrorCode
  readonly status?: number
  /** True when trying the same call later may work (the job may reschedule instead of failing). */
  readonly retryable: boolean
  readonly retryAfterMs?: number

  constructor(
    code: ProviderErrorCode,
    message: string,
    details: { status?: number; retryAfterMs?: number } = {},
  ) {
    super(message)
    this.name = 'ProviderError'
    this.code = code
    this.status = details.status
    this.retryAfterMs = details.retryAfterMs
    this.retryable = RETRYABLE.has(code)
  }
}

export const isProviderError = errorNamed<ProviderError>('ProviderError')
