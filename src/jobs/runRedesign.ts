import { getSettings } from '@/lib/env'
import { replicateWebhookUrl } from '@/lib/redesign/engines/replicateWebhooks'
import { selectEngine } from '@/lib/redesign/engines/selectEngine'
import { runRedesign } from '@/lib/redesign/runRedesign'
import { recordTask } from './recordTask'

/**
 * Draws one redesign, queued in the transaction that charges for it (chargeAndQueue). runRedesign
 * records every outcome on the redesign itself; what throws here is infrastructure (database
 * down), which the queue retries.
 */
export const runRedesignTask = recordTask('runRedesign', 'redesignId', 3, (payload, id) => {
  const settings = getSettings()
  const engine = selectEngine(settings)
  const webhookUrl = engine.kind === 'async' ? replicateWebhookUrl(settings) : undefined
  return runRedesign(payload, id, { engine, webhookUrl, timeoutMs: settings.redesign.timeoutMs })
})
