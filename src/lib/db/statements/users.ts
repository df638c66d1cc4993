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

// A unique key, so two sign-ups at once cannot both win.
export async function insertFreeCreditClaim(db: Db, emailHash: string): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO free_credit_claims (email_hash, updated_at, created_at) VALUES (${emailHash}, now(), now())
    ON CONFLICT (email_hash) DO NOTHING RETURNING id`)
  return result.rows.length > 0
}
