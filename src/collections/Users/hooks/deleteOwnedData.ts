import type { CollectionBeforeDeleteHook, CollectionSlug, PayloadRequest } from 'payload'

import { freeCreditEmailHash } from '@/lib/auth/freeCredits'
import { endBillingForUser } from '@/lib/billing/endBillingForUser'
import { dbFor } from '@/lib/db/postgres'
import { insertFreeCreditClaim } from '@/lib/db/statements/freeCreditClaims'
import { getSettings } from '@/lib/env'
import { findDoc } from '@/lib/payload/findDoc'

// Through Payload so files leave storage too; order matters (shares/enlargements point at redesigns).
export const OWNED_COLLECTIONS: CollectionSlug[] = [
  'shares',
  'upscales',
  'redesigns',
  'redesign-images',
  'credit-ledger',
  'subscriptions',
  'data-exports',
]

export const deleteOwnedData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  // First, while the subscriptions are still on record: stop billing, detach orders.
  await endBillingForUser(req, id)
  await keepFreeCreditClaim(req, Number(id))
  for (const collection of OWNED_COLLECTIONS) {
    await req.payload.delete({
      collection,
      where: { owner: { equals: id } },
      overrideAccess: true,
      req,
    })
  }
}

// Accounts from before sign-ups recorded claims: record it now, so coming back mints nothing.
async function keepFreeCreditClaim(req: PayloadRequest, userId: number): Promise<void> {
  const granted = await req.payload.count({
    collection: 'credit-ledger',
    where: { owner: { equals: userId }, reason: { equals: 'signup_grant' } },
    overrideAccess: true,
    req,
  })
  if (granted.totalDocs === 0) return
  const user = await findDoc(req.payload, 'server', { collection: 'users', id: userId, req })
  if (!user) return
  const db = await dbFor(req.payload, req)
  await insertFreeCreditClaim(db, freeCreditEmailHash(user.email, getSettings().payloadSecret))
}
