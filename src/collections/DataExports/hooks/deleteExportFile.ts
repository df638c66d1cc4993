import type { CollectionAfterDeleteHook } from 'payload'

import { removeExportFile } from '@/lib/account/exportFiles'
import type { DataExport } from '@/payload-types'

export const deleteExportFile: CollectionAfterDeleteHook<DataExport> = async ({ doc }) => {
  await removeExportFile(doc.fileName)
  return doc
}
