import { sql } from '@payloadcms/db-postgres'

import type { Db } from '../postgres'

/** Whether the user still exists (an account may be deleted while a payment is on its way). */
export async function userExists(db: Db, userId: number): Promise<boolean> {
  const found = await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId}`)
  return found.rows.length > 0
}

/**
 * Locks the user's row until the transaction ends, so that a decision counted from their records
 * (how many share links are live) cannot race the same decision in another request.
 */
export async function lockUserRow(db: Db, userId: number): Promise<void> {
  await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`)
}
