import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The Payload local API: the frontend reads content in-process, never over HTTP. `cron: true`
 * starts the jobs queue's runners in the server (Payload starts them only for its own REST and
 * admin requests otherwise, so a server that had served only pages and webhooks never sent a
 * receipt). Outside the Next server, and during `next build`, the runners stay off (src/jobs).
 */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
