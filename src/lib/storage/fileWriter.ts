import { once } from 'node:events'
import fs from 'node:fs'
import type { Writable } from 'node:stream'

/**
 * A file being written, on disk or to the bucket (bucketObjects.writeObject): bytes go into
 * `stream`; `stored` settles once the file is whole, or with the failure.
 */
export type FileWriter = {
  stream: Writable
  stored: Promise<void>
  /** Stops a write that will not be finished and leaves nothing of it behind. */
  abort: () => Promise<void>
}

/**
 * A FileWriter of a stream and the promise of its whole file; `abort` destroys the stream, then
 * `removeLeftovers` removes what the stopped write may have left behind.
 */
export function fileWriterOf(
  stream: Writable,
  stored: Promise<void>,
  removeLeftovers: () => Promise<void>,
): FileWriter {
  // Whoever awaits `stored` sees the failure; this only keeps it from being "unhandled" meanwhile.
  stored.catch(() => undefined)
  return {
    stream,
    stored,
    abort: async () => {
      stream.destroy()
      await removeLeftovers()
    },
  }
}

/**
 * A new file at `target` on this machine's disk. 'wx' refuses to open an existing file, so only a
 * file this writer created is ever removed by `abort`.
 */
export function diskFileWriter(target: string): FileWriter {
  const stream = fs.createWriteStream(target, { flags: 'wx' })
  let created = false
  stream.once('open', () => (created = true))
  const stored = once(stream, 'finish').then(() => undefined)
  return fileWriterOf(stream, stored, async () => {
    if (created) await fs.promises.rm(target, { force: true })
  })
}
