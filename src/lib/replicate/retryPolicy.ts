/** Reads and cancels are safe to repeat: retried on 429, 5xx, timeouts and network errors. */

export type RequestKind = 'idempotent' | 'create'

export function requestKind(method: string, url: string): RequestKind {
  const verb = method.toUpperCase()
  if (verb === 'GET' || verb === 'HEAD') return 'idempotent'
  if (verb === 'POST' && /\/cancel\/?$/.test(new URL(url).pathname)) return 'idempotent'
  return 'create'
}

export function shouldRetryStatus(kind: RequestKind, status: number): boolean {
  if (status === 429) return true
  if (kind === 'idempotent') return status >= 500 && status <= 599
  return status === 503
}

/** Connection failures that happen before a single byte of the request is sent. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
])

// By name, not instanceof: fetch errors may come from another realm.
const errorName = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined

/** AbortSignal.timeout() aborts fetch with a DOMException named TimeoutError. */
export function isTimeoutError(error: unknown): boolean {
  return errorName(error) === 'TimeoutError'
}

/** Node's fetch reports network failures as `TypeError('fetch failed')` with the socket error as cause. */
export function networkErrorCode(error: unknown): string | undefined {
  if (errorName(error) !== 'TypeError' || typeof error !== 'object' || error === null)
    return undefined
  const cause: unknown = 'cause' in error ? error.cause : undefined
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string')
    return cause.code
  return 'message' in error && error.message === 'fetch failed' ? 'FETCH_FAILED' : undefined
}

export function shouldRetryError(kind: RequestKind, error: unknown): boolean {
  if (isTimeoutError(error)) return kind === 'idempotent'
  const code = networkErrorCode(error)
  if (code === undefined) return false
  return kind === 'idempotent' || NOT_SENT_CODES.has(code)
}

/** `Retry-After` as milliseconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs)
}

/** Exponential backoff with "equal jitter": half the window fixed, half random, so retries spread out. */
export function backoffDelay(
  attempt: number,
  baseMs: number,
  capMs: number,
  random: () => number,
): number {
  const window = Math.min(capMs, baseMs * 2 ** attempt)
  return Math.round(window / 2 + random() * (window / 2))
}
