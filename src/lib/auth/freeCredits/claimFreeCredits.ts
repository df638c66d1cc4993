import type { Db } from '@/lib/db/postgres'
import { insertFreeCreditClaim } from '@/lib/db/statements/freeCreditClaims'
import { freeCreditEmailHash } from './emailHash'

/** True only for an e-mail's first claim ever (one INSERT on a unique key); run it in the grant's tx. */
export async function claimFreeCredits(db: Db, email: string, secret: string): Promise<boolean> {
  return insertFreeCreditClaim(db, freeCreditEmailHash(email, secret))
}
