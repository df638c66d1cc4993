import { sql } from '@payloadcms/db-postgres'

import type { Db } from '../postgres'

export type WebhookProvider = 'replicate' | 'stripe'

const eventKey = (provider: WebhookProvider, eventId: string) => `${provider}:${eventId}`

// Run it on the handling's transaction: a rollback forgets the event, so the retry is processed afresh.
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
