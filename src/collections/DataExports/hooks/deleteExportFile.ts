import type { CollectionAfterDeleteHook } from 'payload'

import { removeExportFile } from '@/lib/account/exportFiles'
import type { DataExport } from '@/payload-types'

/** A deleted export (expired, its account deleted, or removed by an admin) takes its ZIP with it. */
export const deleteExportFile: CollectionAfterDeleteHook<DataExport> = async ({ doc }) => {
  await removeExportFile(doc.fileName)
  return doc
}
