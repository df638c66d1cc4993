import { getSettings } from '@/lib/env'
import { selectUpscaleEngine } from '@/lib/upscale/engines/upscaleEngineFor'
import { runUpscale } from '@/lib/upscale/runUpscale'
import { recordTask } from './recordTask'

/**
 * Enlarges one result, queued in the transaction that charges for it (createUpscale). runUpscale
 * records every outcome on the enlargement itself; what throws here is infrastructure (database
 * down), which the queue retries.
 */
export const runUpscaleTask = recordTask('runUpscale', 'upscaleId', 3, (payload, id) => {
  const settings = getSettings()
  return runUpscale(payload, id, {
    engine: selectUpscaleEngine(settings),
    timeoutMs: settings.redesign.timeoutMs,
  })
})
