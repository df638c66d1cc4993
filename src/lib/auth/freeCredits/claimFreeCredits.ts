import { sql } from '@payloadcms/db-postgres'

import type { Db } from '@/lib/db/withTransaction'
import { freeCreditEmailHash } from './emailHash'

/**
 * Records that this e-mail has had its free credits, unless it already had: true for the first
 * claim ever, false for a returning address. One INSERT on a unique key, so two sign-ups at once
 * cannot both win; run it in the transaction that grants the credits, so a grant that fails
 * leaves no claim behind. The row is kept when the account is deleted.
 */
export async function claimFreeCredits(db: Db, email: string, secret: string): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO free_credit_claims (email_hash, updated_at, created_at) VALUES (${freeCreditEmailHash(email, secret)}, now(), now())
    ON CONFLICT (email_hash) DO NOTHING RETURNING id`)
  return result.rows.length > 0
}
