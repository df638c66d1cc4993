import { isProviderError, ProviderError, type ProviderErrorCode } from './providerError'
import {
  isTimeoutError,
  networkErrorCode,
  parseRetryAfter,
  type ProblemDetails,
} from './retryingFetch'

export type ErrorContext = {
  action: string
  timeoutMs: number
  problemOf(response: Response): ProblemDetails | undefined
  /** Strings that must never appear in a message (the API token). */
  secrets: string[]
}

/** replicate's ApiError class is not exported, so it is recognised by shape. */
function apiErrorResponse(error: unknown): Response | undefined {
  if (!(error instanceof Error) || error.name !== 'ApiError' || !('response' in error)) return
  const response = error.response as Response | null | undefined
  return typeof response?.status === 'number' ? response : undefined
}

export function cleanText(text: string, secrets: string[], maxLength = 240): string {
  let clean = text
  for (const secret of secrets) if (secret) clean = clean.split(secret).join('[redacted]')
  clean = clean.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim()
  return clean.length > maxLength ? `${clean.slice(0, maxLength - 1)}…` : clean
}

type Meaning = (action: string, suffix: string) => [ProviderErrorCode, string]

const invalidInput: Meaning = (action, suffix) => [
  'invalid_input',
  `Replicate rejected the request while ${action}${suffix}`,
]

/** What an HTTP status from Replicate means, said with what we were doing (`action`). */
const STATUS_MEANINGS: Record<number, Meaning> = {
  400: invalidInput,
  401: () => [
    'unauthorized',
    'Replicate rejected the API token (HTTP 401); check REPLICATE_API_TOKEN.',
  ],
  402: () => ['insufficient_credit', 'The Replicate account is out of credit (HTTP 402).'],
  403: (action, suffix) => [
    'unauthorized',
    `Replicate refused access while ${action} (HTTP 403)${suffix}`,
  ],
  404: (action) => ['not_found', `Replicate found nothing while ${action} (HTTP 404).`],
  422: invalidInput,
  429: () => [
    'rate_limited',
    'Replicate is limiting our request rate (HTTP 429); try again shortly.',
  ],
}

function fromStatus(
  status: number,
  problem: ProblemDetails | undefined,
  retryAfterMs: number | undefined,
  { action, secrets }: ErrorContext,
) {
  const said = problem ? cleanText(problem.detail || problem.title || '', secrets) : ''
  const suffix = said ? `: ${said}` : '.'
  const [code, message] =
    STATUS_MEANINGS[status]?.(action, suffix) ??
    (status >= 500
      ? ['unavailable', `Replicate is unavailable (HTTP ${status}) while ${action}.`]
      : ['unknown', `Replicate answered HTTP ${status} while ${action}${suffix}`])
  // Only a rate limit and an outage say when to come back.
  const hinted = status === 429 || status >= 500
  return new ProviderError(code, message, hinted ? { status, retryAfterMs } : { status })
}

/** Turns anything thrown by the client or our fetch into a ProviderError with a short, token-free message. */
export function toProviderError(error: unknown, context: ErrorContext): ProviderError {
  if (isProviderError(error)) return error
  const response = apiErrorResponse(error)
  if (response) {
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
