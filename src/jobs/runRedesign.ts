import type { TaskConfig } from 'payload'

import { getSettings } from '@/lib/env'
import { replicateWebhookUrl } from '@/lib/redesign/engines/replicateWebhooks'
import { selectEngine } from '@/lib/redesign/engines/selectEngine'
import { runRedesign } from '@/lib/redesign/runRedesign'

/**
 * Draws one redesign, queued in the transaction that charges for it (chargeAndQueue). runRedesign
 * records every outcome on the redesign itself; what throws here is infrastructure (database
 * down), which the queue retries.
 */
export const runRedesignTask: TaskConfig<{ input: { redesignId: number }; output: object }> = {
  slug: 'runRedesign',
  retries: 3,
  inputSchema: [{ name: 'redesignId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const settings = getSettings()
    const engine = selectEngine(settings)
    const webhookUrl = engine.kind === 'async' ? replicateWebhookUrl(settings) : undefined
    await runRedesign(req.payload, input.redesignId, {
      engine,
      webhookUrl,
      timeoutMs: settings.redesign.timeoutMs,
    })
    return { output: {} }
  },
}
