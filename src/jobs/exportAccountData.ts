import type { TaskConfig } from 'payload'

import { runDataExport } from '@/lib/account/runDataExport'

/**
 * Writes one person's "Download my data" ZIP, queued in the transaction that recorded the request
 * (requestDataExport). runDataExport records every outcome on the export itself (a failure lets the
 * person ask again), so nothing here is retried: a retry could not claim the export twice anyway.
 */
export const exportAccountDataTask: TaskConfig<{ input: { exportId: number }; output: object }> = {
  slug: 'exportAccountData',
  retries: 0,
  inputSchema: [{ name: 'exportId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    await runDataExport(req.payload, input.exportId)
    return { output: {} }
  },
}
