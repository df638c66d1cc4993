import { once } from 'node:events'
import fs from 'node:fs'
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'

/** A file to put into the ZIP as it is stored, under `zipPath`; `open` gives null when it is gone. */
export type StoredEntry = { zipPath: string; open: () => Promise<AsyncIterable<Uint8Array> | null> }

export type ZipSummary = { bytes: number; written: string[]; missing: string[] }

/**
 * Writes a ZIP to `target` with memory bounded by one read chunk: stored files are streamed in
 * (already-compressed images gain nothing from deflate), each chunk waits for the output to drain,
 * and the text entries built last (they may mention files that were missing) are deflated.
 */
export async function writeExportZip(
  target: string,
  files: StoredEntry[],
  textEntries: (written: string[], missing: string[]) => Record<string, string>,
): Promise<ZipSummary> {
  const out = fs.createWriteStream(target, { flags: 'wx' })
  // Only a file this call created is removed on failure ('wx' refuses to open an existing one).
  let created = false
  out.once('open', () => (created = true))
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
    return { bytes, written, missing }
  } catch (error) {
    zip.terminate()
    out.destroy()
    if (created) await fs.promises.rm(target, { force: true })
    throw error
  }
}
