import pLimit from 'p-limit'
import Replicate, { type Prediction } from 'replicate'

import { byteSize } from '@/lib/format/byteSize'
import { toProviderError, type ErrorContext } from './errorMapping'
import { isProviderError, ProviderError } from './providerError'
import { createRetryingFetch, type FetchLike, type RetryingFetchOptions } from './retryingFetch'

export const DEFAULT_BASE_URL = 'https://api.replicate.com/v1'

export type EngineOutput = { data: Buffer; mimeType: 'image/jpeg' | 'image/png' | 'image/webp' }

/** Trusts the bytes over the header: the type stored is the type the file really is. */
function sniffImageType(data: Uint8Array): EngineOutput['mimeType'] | undefined {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => data[index] === byte)
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  const ascii = (from: number, to: number) =>
    Buffer.from(data.subarray(from, to)).toString('latin1')
  if (data.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  return undefined
}

const badOutput = (message: string) => new ProviderError('bad_output', message)
const tooLarge = (maxBytes: number) =>
  badOutput(`A result image is larger than ${byteSize(maxBytes)}.`)

async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const reader = response.body?.getReader()
  if (!reader) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge(maxBytes)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

function fromDataUri(uri: string, maxBytes: number): Buffer {
  const match = /^data:image\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]+)$/.exec(uri)
  if (!match) throw badOutput('A result is a data URI that is not a base64 image.')
  const data = Buffer.from(match[1]!, 'base64')
  if (data.length > maxBytes) throw tooLarge(maxBytes)
  return data
}

/** One output, in memory; `headersFor` sends the API token only to Replicate's own API origin. */
async function fetchOutput(
  raw: string,
  fetch: FetchLike,
  maxBytes: number,
  headersFor: (url: URL) => Record<string, string>,
): Promise<Buffer> {
  if (raw.startsWith('data:')) return fromDataUri(raw, maxBytes)
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw badOutput('A result URL is not a valid URL.')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw badOutput('A result URL is not an http(s) URL.')

  const response = await fetch(url, { headers: headersFor(url) })
  const discard = () => response.body?.cancel().catch(() => undefined)
  const { status } = response
  if (!response.ok) {
    await discard()
    if (status === 404 || status === 410)
      throw new ProviderError(
        'not_found',
        'A result image is no longer available at Replicate (outputs expire after an hour).',
        { status },
      )
    const code = status >= 500 || status === 429 ? 'unavailable' : 'bad_output'
    throw new ProviderError(code, `Downloading a result image failed with HTTP ${status}.`, {
      status,
    })
  }
  const contentType = (response.headers.get('content-type') ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase()
  if (!contentType.startsWith('image/')) {
    await discard()
    throw badOutput(`A result is not an image (content-type "${contentType || 'none'}").`)
  }
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await discard()
    throw tooLarge(maxBytes)
  }
  return readCapped(response, maxBytes)
}

export type ConnectionSettings = {
  token: string
  baseUrl: string
  retry: Omit<RetryingFetchOptions, 'timeoutMs'>
  requestTimeoutMs: number
  downloadTimeoutMs: number
  maxOutputBytes: number
  /** What errors call a prediction: "the prediction", "the enlargement". */
  what: string
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
  const get = (id: string) =>
    attempt<Prediction>(`checking ${settings.what}`, () => client.predictions.get(id))
  // A prediction Replicate no longer knows cannot be running, so there is nothing left to stop.
  const cancel = (id: string) =>
    attempt(`canceling ${settings.what}`, () => client.predictions.cancel(id)).then(
      () => undefined,
      (error: unknown) => {
        if (!(isProviderError(error) && error.code === 'not_found')) throw error
      },
    )
  const headersFor = (url: URL): Record<string, string> =>
    url.origin === apiOrigin ? { Authorization: `Bearer ${token}` } : {}
  const download = async (urls: readonly string[]): Promise<EngineOutput[]> => {
    if (urls.length === 0) throw badOutput('There are no result images to download.')
    return pLimit(4).map(urls, async (raw) => {
      const data = await fetchOutput(
        raw,
        downloads.fetch,
        settings.maxOutputBytes,
        headersFor,
      ).catch((error: unknown) => {
        throw toProviderError(error, {
          action: 'downloading a result image',
          timeoutMs: settings.downloadTimeoutMs,
          problemOf: downloads.problemOf,
          secrets: [token],
        })
      })
      const mimeType = sniffImageType(data)
      if (!mimeType) throw badOutput('A result file is not a JPEG, PNG or WebP image.')
      return { data, mimeType }
    })
  }
  return { client, context, attempt, get, cancel, download }
}
