import { Worker } from 'node:worker_threads'

import { UploadError } from '../UploadError'
import { UPLOAD_LIMITS } from '../uploadLimits'
import { uploadMessages } from '../uploadMessages'
import { HEIC_WORKER_SOURCE } from './heicWorkerSource'

/** Upright RGBA pixels of a HEIC's primary image. */
export type DecodedHeic = { data: Buffer; width: number; height: number; channels: 4 }

type WorkerMessage =
  | { kind: 'compiled'; module: WebAssembly.Module }
  | { kind: 'decoded'; width: number; height: number; data: ArrayBuffer }
  | {
      kind: 'failed'
      reason: 'unreadable' | 'too_many_pixels' | 'undecodable'
      width?: number
      height?: number
      detail: string
    }

/**
 * libheif's wasm compiled once per process (a second or so on a small machine) and handed to each
 * worker, which then only instantiates it.
 */
let compiledLibheif: WebAssembly.Module | undefined

/**
 * Decodes a HEIC with libheif (wasm, HEVC through libde265) in a worker thread of its own: the
 * decode is seconds of synchronous CPU work that would otherwise stall every request on this
 * server. The worker is ended after each photo, which frees its wasm memory at once, and ended
 * early when it takes longer than `maxSeconds`. Refuses, before decoding a pixel, an image over the
 * upload pixel limits.
 */
export function decodeHeic(
  file: Uint8Array,
  { maxSeconds = UPLOAD_LIMITS.maxHeicDecodeSeconds }: { maxSeconds?: number } = {},
): Promise<DecodedHeic> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(HEIC_WORKER_SOURCE, {
      eval: true,
      workerData: {
        file,
        wasmModule: compiledLibheif,
        maxPixels: UPLOAD_LIMITS.maxPixels,
        maxSide: UPLOAD_LIMITS.maxSide,
      },
      // The pixels live in wasm memory, bounded by the pixel limit checked before decoding; the
      // JavaScript heap only holds libheif's glue.
      resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    })
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      outcome()
    }
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(new UploadError('timed_out', uploadMessages.heicTimedOut(), { cause: 'timeout' })),
        ),
      maxSeconds * 1000,
    )

    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'compiled') compiledLibheif = message.module
      else if (message.kind === 'decoded')
        settle(() =>
          resolve({
            data: Buffer.from(message.data),
            width: message.width,
            height: message.height,
            channels: 4,
          }),
        )
      else settle(() => reject(refusal(message)))
    })
    worker.on('error', (error) =>
      settle(() => reject(new UploadError('damaged', uploadMessages.damaged(), { cause: error }))),
    )
    worker.on('exit', (code) =>
      settle(() =>
        reject(
          new UploadError('damaged', uploadMessages.damaged(), {
            cause: new Error(`HEIC worker exited (${code}) without an answer`),
          }),
        ),
      ),
    )
  })
}

function refusal(failure: Extract<WorkerMessage, { kind: 'failed' }>): UploadError {
  const cause = new Error(`libheif: ${failure.reason}: ${failure.detail}`)
  if (failure.reason === 'too_many_pixels')
    return new UploadError(
      'too_many_pixels',
      uploadMessages.tooManyPixels(failure.width ?? 0, failure.height ?? 0),
      { cause },
    )
  // libheif names a codec it has no decoder for ("Unsupported codec"): not a damaged file.
  if (/unsupported (codec|feature)/i.test(failure.detail))
    return new UploadError('heic_unsupported', uploadMessages.heicUnsupported(), { cause })
  return new UploadError('damaged', uploadMessages.damaged(), { cause })
}
