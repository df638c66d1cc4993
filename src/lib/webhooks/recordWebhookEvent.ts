import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** Records a delivery; true the first time this provider's event id is seen, false after. */
export async function recordWebhookEvent(payload: Payload, provider: 'replicate' | 'stripe', eventId: string, type?: string): Promise<boolean> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const result = await db.execute(sql`
    INSERT INTO webhook_events (provider, event_id, type, updated_at, created_at)
    VALUES (${provider}, ${`${provider}:${eventId}`}, ${type ?? null}, now(), now())
    ON CONFLICT (event_id) DO NOTHING RETURNING id`)
  return result.rows.length > 0
}
