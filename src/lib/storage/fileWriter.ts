import { once } from 'node:events'
import fs from 'node:fs'
import type { Writable } from 'node:stream'

export type FileWriter = {
  stream: Writable
  stored: Promise<void>
  abort: () => Promise<void>
}

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

// 'wx' refuses an existing file, so `abort` only ever removes a file this writer created.
export function diskFileWriter(target: string): FileWriter {
  const stream = fs.createWriteStream(target, { flags: 'wx' })
  let created = false
  stream.once('open', () => (created = true))
  const stored = once(stream, 'finish').then(() => undefined)
  return fileWriterOf(stream, stored, async () => {
    if (created) await fs.promises.rm(target, { force: true })
  })
}
