import Replicate from 'replicate'

import { downloadOutputs } from './download'
import { toProviderError, type ErrorContext } from './errorMapping'
import { createRetryingFetch, type RetryingFetchOptions } from './retryingFetch'

export const DEFAULT_BASE_URL = 'https://api.replicate.com/v1'

export type ConnectionSettings = {
  token: string
  baseUrl: string
  retry: Omit<RetryingFetchOptions, 'timeoutMs'>
  /** Per attempt of each API request. */
  requestTimeoutMs: number
  /** Per attempt of a download. */
  downloadTimeoutMs: number
  maxOutputBytes: number
}

export function replicateConnection(settings: ConnectionSettings) {
  const { token, retry } = settings
  const api = createRetryingFetch({ ...retry, timeoutMs: settings.requestTimeoutMs })
  const downloads = createRetryingFetch({ ...retry, timeoutMs: settings.downloadTimeoutMs })
  const client = new Replicate({
    auth: token,
    baseUrl: settings.baseUrl,
    userAgent: 'roomwise (replicate-javascript/1.4.0)',
    fetch: api.fetch,
    // Keep the default file strategy.
  })
  const apiOrigin = new URL(settings.baseUrl).origin
  const context = (action: string): ErrorContext => ({
    action,
    timeoutMs: settings.requestTimeoutMs,
    problemOf: api.problemOf,
    secrets: [token],
  })
  const attempt = async <T>(action: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw toProviderError(error, context(action))
    }
  }
  const download = (urls: string[]) =>
    downloadOutputs(urls, {
      fetch: downloads.fetch,
      maxBytes: settings.maxOutputBytes,
      headersFor: (url): Record<string, string> =>
        url.origin === apiOrigin ? { Authorization: `Bearer ${token}` } : {},
      errorContext: {
        timeoutMs: settings.downloadTimeoutMs,
        problemOf: downloads.problemOf,
        secrets: [token],
      },
    })
  return { client, context, attempt, download }
}
