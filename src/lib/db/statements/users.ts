import { sql } from '@payloadcms/db-postgres'

import type { Db } from '../postgres'

/** Whether the user still exists (an account may be deleted while a payment is on its way). */
export async function userExists(db: Db, userId: number): Promise<boolean> {
  const found = await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId}`)
  return found.rows.length > 0
}
