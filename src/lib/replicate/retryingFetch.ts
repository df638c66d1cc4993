import { parseProblemDetails, type ProblemDetails } from './problemDetails'
import {
  backoffDelay,
  parseRetryAfter,
  requestKind,
  shouldRetryError,
  shouldRetryStatus,
} from './retryPolicy'

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

export type RetryingFetchOptions = {
  /** Per attempt, covering headers and body. */
  timeoutMs: number
  /** Retries after the first attempt; the whole logical request makes at most maxRetries + 1 attempts. */
  maxRetries: number
  baseDelayMs?: number
  /** Cap on any single wait, including one asked for by `Retry-After`. */
  maxDelayMs?: number
  fetch?: FetchLike
  sleep?: (ms: number) => Promise<void>
  random?: () => number
  now?: () => number
}

export type RetryingFetch = {
  fetch: FetchLike
  /** The problem details parsed from an error response this fetch returned. */
  problemOf(response: Response): ProblemDetails | undefined
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
export function createRetryingFetch(options: RetryingFetchOptions): RetryingFetch {
  const baseFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const sleep = options.sleep ?? defaultSleep
  const random = options.random ?? Math.random
  const now = options.now ?? Date.now
  const baseDelayMs = options.baseDelayMs ?? 500
  const maxDelayMs = options.maxDelayMs ?? 10_000
  const settledByInit = new WeakMap<object, Settled>()
  const problems = new WeakMap<Response, ProblemDetails>()

  const answer = (settled: Settled): Response => {
    if (settled.kind === 'error') throw settled.error
    const response = new Response(settled.body, {
      status: settled.status,
      statusText: settled.statusText,
      headers: settled.headers,
    })
    const problem = parseProblemDetails(settled.body)
    if (problem) problems.set(response, problem)
    return response
  }

  const settleResponse = async (response: Response): Promise<Settled> => {
    try {
      const body = await response.text()
      return {
        kind: 'response',
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body,
      }
    } catch (error) {
      return { kind: 'error', error }
    }
  }

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
      const lastAttempt = attempt >= options.maxRetries
      const timeout = AbortSignal.timeout(options.timeoutMs)
      const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout
      let response: Response
      try {
        response = await baseFetch(input, { ...init, signal })
      } catch (error) {
        if (lastAttempt || !shouldRetryError(kind, error)) return settle({ kind: 'error', error })
        await sleep(backoffDelay(attempt, baseDelayMs, maxDelayMs, random))
        continue
      }
      if (response.ok) return response
      if (lastAttempt || !shouldRetryStatus(kind, response.status))
        return settle(await settleResponse(response))

      const retryAfter = parseRetryAfter(response.headers.get('retry-after'), now())
      await response.body?.cancel().catch(() => undefined)
      await sleep(
        retryAfter === undefined
          ? backoffDelay(attempt, baseDelayMs, maxDelayMs, random)
          : Math.min(retryAfter, maxDelayMs),
      )
    }
  }

  return { fetch: retryingFetch, problemOf: (response) => problems.get(response) }
}
