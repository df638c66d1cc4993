import { sql } from '@payloadcms/db-postgres'

import type { Db } from '../postgres'

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const found = await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId}`)
  return found.rows.length > 0
}

// A decision counted from the user's records (live share links) cannot race the same one elsewhere.
export async function lockUserRow(db: Db, userId: number): Promise<void> {
  await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`)
}
