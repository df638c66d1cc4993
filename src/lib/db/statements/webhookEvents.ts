import { sql } from '@payloadcms/db-postgres'

import type { Db } from '../postgres'

export type WebhookProvider = 'replicate' | 'stripe'

const eventKey = (provider: WebhookProvider, eventId: string) => `${provider}:${eventId}`

/**
 * Records a delivery; true the first time this provider's event id is seen, false after. Run it
 * on the transaction that handles the event (see withTransaction): if the handling rolls back, so
 * does the record, and the provider's retry is processed afresh.
 */
export async function recordWebhookEvent(
  db: Db,
  provider: WebhookProvider,
  eventId: string,
  type?: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO webhook_events (provider, event_id, type, updated_at, created_at)
    VALUES (${provider}, ${eventKey(provider, eventId)}, ${type ?? null}, now(), now())
    ON CONFLICT (event_id) DO NOTHING RETURNING id`)
  return result.rows.length > 0
}

/** Whether an event was already recorded (a cheap check before any work; the insert decides). */
export async function webhookEventSeen(
  db: Db,
  provider: WebhookProvider,
  eventId: string,
): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT 1 FROM webhook_events WHERE event_id = ${eventKey(provider, eventId)} LIMIT 1`,
  )
  return result.rows.length > 0
}
