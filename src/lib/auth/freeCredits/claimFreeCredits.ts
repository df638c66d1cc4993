import type { Db } from '@/lib/db/postgres'
import { insertFreeCreditClaim } from '@/lib/db/statements/freeCreditClaims'
import { freeCreditEmailHash } from './emailHash'

/**
 * Records that this e-mail has had its free credits, unless it already had: true for the first
 * claim ever, false for a returning address. One INSERT on a unique key, so two sign-ups at once
 * cannot both win; run it in the transaction that grants the credits, so a grant that fails
 * leaves no claim behind. The row is kept when the account is deleted.
 */
export async function claimFreeCredits(db: Db, email: string, secret: string): Promise<boolean> {
  return insertFreeCreditClaim(db, freeCreditEmailHash(email, secret))
}
