import type { TaskConfig } from 'payload'

import { purgeDataExport } from '@/lib/account/purgeDataExport'

/**
 * Deletes a finished export (record and ZIP) when it expires: queued with `waitUntil` set to its
 * expiry in the transaction that marked it ready, so no schedule has to sweep for old ones.
 */
export const purgeDataExportTask: TaskConfig<{ input: { exportId: number }; output: object }> = {
  slug: 'purgeDataExport',
  retries: 5,
  inputSchema: [{ name: 'exportId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    await purgeDataExport(req.payload, input.exportId)
    return { output: {} }
  },
}
