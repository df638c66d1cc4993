import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'

import { dataDir, getSettings } from '@/lib/env'
import { openObject, removeObject, writeObject } from '@/lib/storage/bucketObjects'
import { diskFileWriter, type FileWriter } from '@/lib/storage/fileWriter'
import { openDiskFile } from '@/lib/storage/storedFiles'

// Never public: no public or presigned address is made; only the owner's download route reads them.
export const exportsDir = () => path.join(dataDir(), 'private-exports')

export const newExportFileName = () => `${randomUUID()}.zip`

// So a record can never point outside the folder (or the prefix).
function checkedName(fileName: string): string {
  if (!/^[0-9a-f-]{36}\.zip$/.test(fileName))
    throw new Error(`Not an export file name: ${fileName}`)
  return fileName
}

export const exportFilePath = (fileName: string) => path.join(exportsDir(), checkedName(fileName))

export const exportObjectKey = (fileName: string) => `private-exports/${checkedName(fileName)}`

export async function createExportFile(fileName: string): Promise<FileWriter> {
  const s3 = getSettings().s3
  if (s3) return writeObject(s3, exportObjectKey(fileName), 'application/zip')
  await fs.promises.mkdir(exportsDir(), { recursive: true })
  return diskFileWriter(exportFilePath(fileName))
}

export async function openExportFile(
  fileName: string,
): Promise<{ body: Readable; bytes: number } | null> {
  const s3 = getSettings().s3
  if (s3) {
    const opened = await openObject(s3, exportObjectKey(fileName))
    if (!opened) return null
    if (opened.bytes === undefined) {
      opened.body.destroy()
      throw new Error(`Object storage gave no length for ${exportObjectKey(fileName)}`)
    }
    return { body: opened.body, bytes: opened.bytes }
  }
  return openDiskFile(exportFilePath(fileName))
}

export async function removeExportFile(fileName: string | null | undefined): Promise<void> {
  if (!fileName) return
  const s3 = getSettings().s3
  if (s3) await removeObject(s3, exportObjectKey(fileName))
  else await fs.promises.rm(exportFilePath(fileName), { force: true })
}
