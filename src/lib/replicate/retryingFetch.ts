import { z } from 'zod'

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

/** Replicate's error bodies are RFC 9457 problem details (`application/problem+json`). */
export type ProblemDetails = { title?: string; detail?: string; status?: number }

const problemSchema = z.object({
  title: z.unknown().optional(),
  detail: z.unknown().optional(),
  status: z.unknown().optional(),
})

const asText = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? undefined
      : JSON.stringify(value)

function parseProblemDetails(body: string): ProblemDetails | undefined {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return undefined
  }
  const parsed = problemSchema.safeParse(json)
  if (!parsed.success) return undefined
  const { title, detail, status } = parsed.data
  const problem = { title: asText(title), detail: asText(detail) }
  return problem.title || problem.detail
    ? { ...problem, status: typeof status === 'number' ? status : undefined }
    : undefined
}

/** Reads and cancels are safe to repeat: retried on 429, 5xx, timeouts and network errors. */
type RequestKind = 'idempotent' | 'create'

function requestKind(method: string, url: string): RequestKind {
  const verb = method.toUpperCase()
  if (verb === 'GET' || verb === 'HEAD') return 'idempotent'
  if (verb === 'POST' && /\/cancel\/?$/.test(new URL(url).pathname)) return 'idempotent'
  return 'create'
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
export const isTimeoutError = (error: unknown) => errorName(error) === 'TimeoutError'

/** Node's fetch reports network failures as `TypeError('fetch failed')` with the socket error as cause. */
export function networkErrorCode(error: unknown): string | undefined {
  if (errorName(error) !== 'TypeError' || typeof error !== 'object' || error === null)
    return undefined
  const cause: unknown = 'cause' in error ? error.cause : undefined
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string')
    return cause.code
  return 'message' in error && error.message === 'fetch failed' ? 'FETCH_FAILED' : undefined
}

function shouldRetryError(kind: RequestKind, error: unknown): boolean {
  if (isTimeoutError(error)) return kind === 'idempotent'
  const code = networkErrorCode(error)
  if (code === undefined) return false
  return kind === 'idempotent' || NOT_SENT_CODES.has(code)
}

const shouldRetryStatus = (kind: RequestKind, status: number) =>
  status === 429 || (kind === 'idempotent' ? status >= 500 && status <= 599 : status === 503)

/** `Retry-After` as milliseconds: either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs)
}

export type RetryingFetchOptions = {
  timeoutMs: number
  /** Retries after the first attempt; the whole logical request makes at most maxRetries + 1 attempts. */
  maxRetries: number
  baseDelayMs: number
  /** Cap on any single wait, including one asked for by `Retry-After`. */
  maxDelayMs: number
  sleep?: (ms: number) => Promise<void>
}

type Settled =
  | {
      kind: 'response'
      status: number
      statusText: string
      headers: [string, string][]
      body: string
    }
  | { kind: 'error'; error: unknown }

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Owns retries (timeouts, jittered backoff, Retry-After); replicate 1.4 also retries in request(). */
export function createRetryingFetch(options: RetryingFetchOptions) {
  const { maxRetries, baseDelayMs, maxDelayMs, sleep = defaultSleep } = options
  const settledByInit = new WeakMap<object, Settled>()
  const problems = new WeakMap<Response, ProblemDetails>()
  // Exponential backoff with "equal jitter": half the window fixed, half random, so retries spread out.
  const backoff = (attempt: number) => {
    const window = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt)
    return Math.round(window / 2 + Math.random() * (window / 2))
  }

  const answer = (settled: Settled): Response => {
    if (settled.kind === 'error') throw settled.error
    const { body, status, statusText, headers } = settled
    const response = new Response(body, { status, statusText, headers })
    const problem = parseProblemDetails(body)
    if (problem) problems.set(response, problem)
    return response
  }

  const settleResponse = async (response: Response): Promise<Settled> => {
    try {
      const body = await response.text()
      const { status, statusText } = response
      return { kind: 'response', status, statusText, headers: [...response.headers], body }
    } catch (error) {
      return { kind: 'error', error }
    }
  }

  // The client re-sends the same `init` on its own retries: those get the answer already settled.
  const retryingFetch: FetchLike = async (input, init) => {
    const remembered = init ? settledByInit.get(init) : undefined
    if (remembered) return answer(remembered)
    const settle = (settled: Settled) => {
      if (init) settledByInit.set(init, settled)
      return answer(settled)
    }
    const url = input instanceof Request ? input.url : String(input)
    const kind = requestKind(init?.method ?? (input instanceof Request ? input.method : 'GET'), url)

    for (let attempt = 0; ; attempt++) {
      const lastAttempt = attempt >= maxRetries
      const timeout = AbortSignal.timeout(options.timeoutMs)
      const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout
      let response: Response
      try {
        response = await globalThis.fetch(input, { ...init, signal })
      } catch (error) {
        if (lastAttempt || !shouldRetryError(kind, error)) return settle({ kind: 'error', error })
        await sleep(backoff(attempt))
        continue
      }
      if (response.ok) return response
      if (lastAttempt || !shouldRetryStatus(kind, response.status))
        return settle(await settleResponse(response))

      const retryAfter = parseRetryAfter(response.headers.get('retry-after'), Date.now())
      await response.body?.cancel().catch(() => undefined)
      await sleep(retryAfter === undefined ? backoff(attempt) : Math.min(retryAfter, maxDelayMs))
    }
  }

  return {
    fetch: retryingFetch,
    problemOf: (response: Response) => problems.get(response),
  }
}
