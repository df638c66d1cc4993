import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The Payload local API: the frontend reads content in-process, never over HTTP. The jobs queue's
 * runners are ours, started by payload.config.ts's onInit (startJobsInServer in src/jobs), not by
 * Payload's `cron` option, which only runs `jobs.autoRun` (we have none).
 */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
