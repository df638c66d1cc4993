import { Worker } from 'node:worker_threads'

import { UploadError } from '../UploadError'
import { UPLOAD_LIMITS } from '../uploadLimits'
import { uploadMessages } from '../uploadMessages'
import { HEIC_WORKER_SOURCE } from './heicWorkerSource'

export type DecodedHeic = { data: Buffer; width: number; height: number; channels: 3 | 4 }

type Failure = {
  kind: 'failed'
  reason: 'unreadable' | 'too_many_pixels' | 'undecodable'
  width?: number
  height?: number
  detail: string
}
type WorkerMessage =
  | { kind: 'compiled'; module: WebAssembly.Module }
  | { kind: 'decoded'; width: number; height: number; channels: 3 | 4; data: ArrayBuffer }
  | Failure

// A warm worker saves the wasm start, but its memory never shrinks: keep it only after small photos.
const KEEP_WARM_UP_TO_PIXELS = 16_000_000
const IDLE_MS = 30_000

let compiledLibheif: WebAssembly.Module | undefined
const idle: { worker: Worker; timer: NodeJS.Timeout }[] = []

function warmWorker(): Worker {
  const kept = idle.pop()
  if (kept) {
    clearTimeout(kept.timer)
    kept.worker.ref()
    return kept.worker
  }
  const worker = new Worker(HEIC_WORKER_SOURCE, {
    eval: true,
    workerData: { wasmModule: compiledLibheif },
    resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32 },
    stdout: true,
    stderr: true,
  })
  worker.on('message', (message: WorkerMessage) => {
    if (message.kind === 'compiled') compiledLibheif = message.module
  })
  return worker
}

function keepWarm(worker: Worker): void {
  worker.unref() // an idle decoder never keeps the process alive
  const entry = {
    worker,
    timer: setTimeout(() => {
      idle.splice(idle.indexOf(entry), 1)
      void worker.terminate()
    }, IDLE_MS).unref(),
  }
  idle.push(entry)
}

// In a worker: the decode is a second or more of synchronous CPU that would stall every request.
export function decodeHeic(
  file: Uint8Array,
  { maxSeconds = UPLOAD_LIMITS.maxHeicDecodeSeconds }: { maxSeconds?: number } = {},
): Promise<DecodedHeic> {
  return new Promise((resolve, reject) => {
    const worker = warmWorker()
    let settled = false
    const settle = (outcome: () => void, keep: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      worker.off('message', onMessage).off('error', onFailure).off('exit', onExit)
      if (keep) keepWarm(worker)
      else void worker.terminate()
      outcome()
    }
    const timer = setTimeout(() => {
      const error = new UploadError('timed_out', uploadMessages.heicTimedOut(), {
        cause: new Error(`HEIC decode over ${maxSeconds} s`),
      })
      settle(() => reject(error), false)
    }, maxSeconds * 1000)

    const onMessage = (message: WorkerMessage) => {
      if (message.kind === 'decoded') {
        const { width, height, channels } = message
        const decoded = { data: Buffer.from(message.data), width, height, channels }
        settle(() => resolve(decoded), width * height <= KEEP_WARM_UP_TO_PIXELS)
      } else if (message.kind === 'failed') settle(() => reject(refusal(message)), false)
    }
    const onFailure = (error: Error) =>
      settle(
        () => reject(new UploadError('damaged', uploadMessages.damaged(), { cause: error })),
        false,
      )
    const onExit = (code: number) =>
      onFailure(new Error(`HEIC worker exited (${code}) without an answer`))
    worker.on('message', onMessage).on('error', onFailure).on('exit', onExit)
    worker.postMessage({
      file,
      maxPixels: UPLOAD_LIMITS.maxPixels,
      maxSide: UPLOAD_LIMITS.maxSide,
    })
  })
}

function refusal(failure: Failure): UploadError {
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
