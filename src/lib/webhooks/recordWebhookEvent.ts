import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

type Db = PostgresAdapter['drizzle']

/**
 * Records a delivery; true the first time this provider's event id is seen, false after. Pass
 * `db` (a transaction, see withTransaction) to make the record part of handling the event: if the
 * handling rolls back, so does the record, and the provider's retry is processed afresh.
 */
export async function recordWebhookEvent(
  payload: Payload,
  provider: 'replicate' | 'stripe',
  eventId: string,
  type?: string,
  db?: Db,
): Promise<boolean> {
  const target = db ?? (payload.db as unknown as PostgresAdapter).drizzle
  const result = await target.execute(sql`
    INSERT INTO webhook_events (provider, event_id, type, updated_at, created_at)
    VALUES (${provider}, ${`${provider}:${eventId}`}, ${type ?? null}, now(), now())
    ON CONFLICT (event_id) DO NOTHING RETURNING id`)
  return result.rows.length > 0
}

/** Whether an event was already recorded (a cheap check before any work; the insert decides). */
export async function webhookEventSeen(
  payload: Payload,
  provider: 'replicate' | 'stripe',
  eventId: string,
): Promise<boolean> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const result = await db.execute(
    sql`SELECT 1 FROM webhook_events WHERE event_id = ${`${provider}:${eventId}`} LIMIT 1`,
  )
  return result.rows.length > 0
}
