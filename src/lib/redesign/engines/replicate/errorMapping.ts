import type { ProblemDetails } from './problemDetails'
import { ProviderError } from './providerError'
import { isTimeoutError, networkErrorCode, parseRetryAfter } from './retryPolicy'

export type ErrorContext = {
  /** What we were doing, e.g. "creating the prediction". */
  action: string
  timeoutMs: number
  problemOf(response: Response): ProblemDetails | undefined
  /** Strings that must never appear in a message (the API token). */
  secrets: string[]
}

type ApiErrorLike = Error & { response: Response }

/** replicate's ApiError class is not exported, so it is recognised by shape. */
function isApiError(error: unknown): error is ApiErrorLike {
  if (!(error instanceof Error) || error.name !== 'ApiError' || !('response' in error)) return false
  const response: unknown = error.response
  return (
    typeof response === 'object' &&
    response !== null &&
    'status' in response &&
    typeof response.status === 'number'
  )
}

export function cleanText(text: string, secrets: string[], maxLength = 240): string {
  let clean = text
  for (const secret of secrets) if (secret) clean = clean.split(secret).join('[redacted]')
  clean = clean.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim()
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1)}…` : clean
}

function fromStatus(
  status: number,
  problem: ProblemDetails | undefined,
  retryAfterMs: number | undefined,
  context: ErrorContext,
) {
  const said = problem ? cleanText(problem.detail || problem.title || '', context.secrets) : ''
  const suffix = said ? `: ${said}` : '.'
  if (status === 401)
    return new ProviderError(
      'unauthorized',
      'Replicate rejected the API token (HTTP 401); check REPLICATE_API_TOKEN.',
      { status },
    )
  if (status === 403)
    return new ProviderError(
      'unauthorized',
      `Replicate refused access while ${context.action} (HTTP 403)${suffix}`,
      { status },
    )
  if (status === 402)
    return new ProviderError(
      'insufficient_credit',
      'The Replicate account is out of credit (HTTP 402).',
      { status },
    )
  if (status === 404)
    return new ProviderError(
      'not_found',
      `Replicate found nothing while ${context.action} (HTTP 404).`,
      { status },
    )
  if (status === 429)
    return new ProviderError(
      'rate_limited',
      `Replicate is limiting our request rate (HTTP 429); try again shortly.`,
      { status, retryAfterMs },
    )
  if (status === 400 || status === 422)
    return new ProviderError(
      'invalid_input',
      `Replicate rejected the request while ${context.action}${suffix}`,
      { status },
    )
  if (status >= 500)
    return new ProviderError(
      'unavailable',
      `Replicate is unavailable (HTTP ${status}) while ${context.action}.`,
      { status, retryAfterMs },
    )
  return new ProviderError(
    'unknown',
    `Replicate answered HTTP ${status} while ${context.action}${suffix}`,
    { status },
  )
}

/** Turns anything thrown by the client or our fetch into a ProviderError with a short, token-free message. */
export function toProviderError(error: unknown, context: ErrorContext): ProviderError {
  if (error instanceof ProviderError) return error
  if (isApiError(error)) {
    const { response } = error
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), Date.now())
    return fromStatus(response.status, context.problemOf(response), retryAfterMs, context)
  }
  if (isTimeoutError(error)) {
    const seconds = Math.round(context.timeoutMs / 100) / 10
    return new ProviderError(
      'timeout',
      `Replicate did not answer within ${seconds} s while ${context.action}.`,
    )
  }
  const code = networkErrorCode(error)
  if (code)
    return new ProviderError(
      'network',
      `Could not reach Replicate while ${context.action} (${code}).`,
    )
  const message =
    error instanceof Error ? cleanText(error.message, context.secrets) : 'unknown error'
  return new ProviderError('unknown', `Unexpected error while ${context.action}: ${message}`)
}
