import { once } from 'node:events'
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'

import type { FileWriter } from '@/lib/storage/fileWriter'

/** A file to put into the ZIP as it is stored, under `zipPath`; `open` gives null when it is gone. */
export type StoredEntry = { zipPath: string; open: () => Promise<AsyncIterable<Uint8Array> | null> }

export type ZipSummary = { bytes: number; written: string[]; missing: string[] }

/**
 * Writes a ZIP into `target` (a file on disk or an upload to the bucket) with memory bounded by
 * one read chunk plus what the target buffers: stored files are streamed in (already-compressed
 * images gain nothing from deflate), each chunk waits for the output to drain, and the text
 * entries built last (they may mention files that were missing) are deflated. On failure the
 * target is aborted, so no partial file is left.
 */
export async function writeExportZip(
  target: FileWriter,
  files: StoredEntry[],
  textEntries: (written: string[], missing: string[]) => Record<string, string>,
): Promise<ZipSummary> {
  const out = target.stream
  let bytes = 0
  let zipError: Error | null = null
  // A write failure (disk full, the store gone) is thrown at the next step instead of crashing
  // the process.
  out.on('error', (error) => (zipError ??= error))
  const zip = new Zip((error, chunk, final) => {
    if (error) zipError = error
    else {
      bytes += chunk.length
      out.write(chunk)
    }
    if (final || error) out.end()
  })
  const settle = async () => {
    if (zipError) throw zipError
    if (out.writableNeedDrain) await once(out, 'drain')
  }

  const written: string[] = []
  const missing: string[] = []
  try {
    for (const file of files) {
      const body = await file.open()
      if (!body) {
        missing.push(file.zipPath)
        continue
      }
      const entry = new ZipPassThrough(file.zipPath)
      zip.add(entry)
      for await (const chunk of body) {
        entry.push(chunk)
        await settle()
      }
      entry.push(new Uint8Array(0), true)
      await settle()
      written.push(file.zipPath)
    }
    for (const [name, text] of Object.entries(textEntries(written, missing))) {
      const entry = new ZipDeflate(name, { level: 6 })
      zip.add(entry)
      entry.push(new TextEncoder().encode(text), true)
      await settle()
    }
    zip.end()
    if (!out.writableFinished) await once(out, 'finish')
    if (zipError) throw zipError
    // The last bytes are in the file (or the last part uploaded) only once this settles.
    await target.stored
    return { bytes, written, missing }
  } catch (error) {
    zip.terminate()
    await target.abort()
    throw error
  }
}
