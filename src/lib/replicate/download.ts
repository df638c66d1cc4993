import pLimit from 'p-limit'

import { byteSize } from '@/lib/format/byteSize'
import { toProviderError, type ErrorContext } from './errorMapping'
import { ProviderError } from './providerError'
import type { FetchLike } from './retryingFetch'

export type EngineOutput = { data: Buffer; mimeType: 'image/jpeg' | 'image/png' | 'image/webp' }

export type DownloadOptions = {
  fetch: FetchLike
  maxBytes: number
  /** Extra headers for a URL: the API token goes only to Replicate's own API origin, never elsewhere. */
  headersFor(url: URL): Record<string, string>
  errorContext: Omit<ErrorContext, 'action'>
}

type ImageMime = EngineOutput['mimeType']

/** Trusts the bytes over the header: the type stored is the type the file really is. */
export function sniffImageType(data: Uint8Array): ImageMime | undefined {
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

async function fetchOutput(raw: string, options: DownloadOptions): Promise<Buffer> {
  if (raw.startsWith('data:')) return fromDataUri(raw, options.maxBytes)
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw badOutput('A result URL is not a valid URL.')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw badOutput('A result URL is not an http(s) URL.')

  const response = await options.fetch(url, { headers: options.headersFor(url) })
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined)
    if (response.status === 404 || response.status === 410) {
      throw new ProviderError(
        'not_found',
        'A result image is no longer available at Replicate (outputs expire after an hour).',
        {
          status: response.status,
        },
      )
    }
    const code = response.status >= 500 || response.status === 429 ? 'unavailable' : 'bad_output'
    throw new ProviderError(
      code,
      `Downloading a result image failed with HTTP ${response.status}.`,
      { status: response.status },
    )
  }
  const contentType = (response.headers.get('content-type') ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase()
  if (!contentType.startsWith('image/')) {
    await response.body?.cancel().catch(() => undefined)
    throw badOutput(`A result is not an image (content-type "${contentType || 'none'}").`)
  }
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    throw tooLarge(options.maxBytes)
  }
  return readCapped(response, options.maxBytes)
}

/** Downloads every output into memory, in order; any failure fails the whole download. */
export async function downloadOutputs(
  urls: readonly string[],
  options: DownloadOptions,
): Promise<EngineOutput[]> {
  if (urls.length === 0) throw badOutput('There are no result images to download.')
  return pLimit(4).map(urls, async (raw) => {
    let data: Buffer
    try {
      data = await fetchOutput(raw, options)
    } catch (error) {
      throw toProviderError(error, {
        ...options.errorContext,
        action: 'downloading a result image',
      })
    }
    const mimeType = sniffImageType(data)
    if (!mimeType) throw badOutput('A result file is not a JPEG, PNG or WebP image.')
    return { data, mimeType }
  })
}
