import { once } from 'node:events'
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'

import type { FileWriter } from '@/lib/storage/fileWriter'

export type StoredEntry = { zipPath: string; open: () => Promise<AsyncIterable<Uint8Array> | null> }

export type ZipSummary = { bytes: number; written: string[]; missing: string[] }

// Streams stored files in (no deflate), waits for drain; on failure aborts so no partial file stays.
export async function writeExportZip(
  target: FileWriter,
  files: StoredEntry[],
  textEntries: (written: string[], missing: string[]) => Record<string, string>,
): Promise<ZipSummary> {
  const out = target.stream
  let bytes = 0
  let zipError: Error | null = null
  // A write failure (disk full) is thrown at the next step instead of crashing the process.
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
