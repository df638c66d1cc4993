import { sql } from '@payloadcms/db-postgres'

import type { Db } from '../postgres'

// A unique key, so two sign-ups at once cannot both win.
export async function insertFreeCreditClaim(db: Db, emailHash: string): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO free_credit_claims (email_hash, updated_at, created_at) VALUES (${emailHash}, now(), now())
    ON CONFLICT (email_hash) DO NOTHING RETURNING id`)
  return result.rows.length > 0
}
