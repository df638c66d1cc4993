import type { TaskConfig } from 'payload'

import { getSettings } from '@/lib/env'
import { selectUpscaleEngine } from '@/lib/upscale/engines/upscaleEngineFor'
import { runUpscale } from '@/lib/upscale/runUpscale'

/**
 * Enlarges one result, queued in the transaction that charges for it (createUpscale). runUpscale
 * records every outcome on the enlargement itself; what throws here is infrastructure (database
 * down), which the queue retries.
 */
export const runUpscaleTask: TaskConfig<{ input: { upscaleId: number }; output: object }> = {
  slug: 'runUpscale',
  retries: 3,
  inputSchema: [{ name: 'upscaleId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const settings = getSettings()
    await runUpscale(req.payload, input.upscaleId, {
      engine: selectUpscaleEngine(settings),
      timeoutMs: settings.redesign.timeoutMs,
    })
    return { output: {} }
  },
}
