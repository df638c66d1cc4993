import type { Payload } from 'payload'

import type { User } from '@/payload-types'

/**
 * Deletes a person with their redesigns, images and ledger (the Users collection's hooks, which
 * also end a live plan at Stripe first). Only this server calls it, after DELETE /api/account has
 * checked the session and the typed confirmation: Payload's REST and GraphQL let admins delete
 * users, nobody else, so a customer has one way to leave and it always signs them out.
 */
export async function deleteAccount(payload: Payload, user: User): Promise<void> {
  await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
}
