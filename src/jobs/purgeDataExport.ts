import { purgeDataExport } from '@/lib/account/purgeDataExport'
import { recordTask } from './recordTask'

/**
 * Deletes a finished export (record and ZIP) when it expires: queued with `waitUntil` set to its
 * expiry in the transaction that marked it ready, so no schedule has to sweep for old ones.
 */
export const purgeDataExportTask = recordTask('purgeDataExport', 'exportId', 5, purgeDataExport)
