import { runDataExport } from '@/lib/account/runDataExport'
import { recordTask } from './recordTask'

/**
 * Writes one person's "Download my data" ZIP, queued in the transaction that recorded the request
 * (requestDataExport). runDataExport records every outcome on the export itself (a failure lets the
 * person ask again), so nothing here is retried: a retry could not claim the export twice anyway.
 */
export const exportAccountDataTask = recordTask('exportAccountData', 'exportId', 0, runDataExport)
