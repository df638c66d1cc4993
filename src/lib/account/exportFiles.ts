import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { dataDir } from '@/lib/env'

/**
 * Where finished exports are kept: a private folder beside the customers' images, outside
 * anything served statically, under random names. Only the owner's download route reads them.
 */
export const exportsDir = () => path.join(dataDir(), 'private-exports')

/** A new random file name for an export (never derived from the person or the record). */
export const newExportFileName = () => `${randomUUID()}.zip`

/** The path of an export file; the name is checked so a record can never point outside the folder. */
export function exportFilePath(fileName: string): string {
  if (!/^[0-9a-f-]{36}\.zip$/.test(fileName))
    throw new Error(`Not an export file name: ${fileName}`)
  return path.join(exportsDir(), fileName)
}

/** Removes an export's file; a file already gone is fine. */
export async function removeExportFile(fileName: string | null | undefined): Promise<void> {
  if (!fileName) return
  await fs.rm(exportFilePath(fileName), { force: true })
}
