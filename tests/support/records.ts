import type { CollectionSlug, DataFromCollectionSlug, Payload, Where } from 'payload'

import { applyCreditChange } from '@/lib/credits/creditLedger'
import type { CreditLedger, Redesign, User } from '@/payload-types'

/** Reads and writes the tests make as the system would, past every access rule. */

let serial = 0

/**
 * A new customer who has confirmed age and terms, with `credits` granted through the ledger as an
 * admin adjustment (the way a balance really changes).
 */
export async function customerWithCredits(
  payload: Payload,
  label: string,
  credits: number,
): Promise<User> {
  const user = await payload.create({
    collection: 'users',
    data: {
      email: `${label}.${Date.now()}.${serial++}@roomwise.test`,
      role: 'customer',
      credits: 0,
      ageTermsConfirmedAt: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  if (credits > 0) await adjustCredits(payload, user.id, credits, 'start')
  return { ...user, credits }
}

/** Adds `delta` credits (or takes them, if negative) as an admin adjustment, once per `label`. */
export const adjustCredits = (payload: Payload, userId: number, delta: number, label: string) =>
  applyCreditChange(payload, {
    userId,
    delta,
    reason: 'admin_adjustment',
    key: `test:${userId}:${label}`,
  })

export const userByEmail = async (payload: Payload, email: string): Promise<User> =>
  (
    await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
      limit: 1,
    })
  ).docs[0]!

/** Every record of `collection` a customer owns, in the collection's own order, ids unexpanded. */
export const ownedBy = async <C extends CollectionSlug>(
  payload: Payload,
  collection: C,
  userId: number,
): Promise<DataFromCollectionSlug<C>[]> =>
  (
    await payload.find({
      collection,
      where: { owner: { equals: userId } },
      overrideAccess: true,
      pagination: false,
      depth: 0,
    })
  ).docs

export const loadRedesign = async (payload: Payload, id: number, depth = 0) =>
  (await payload.findByID({ collection: 'redesigns', id, depth, overrideAccess: true })) as Redesign

export const countWhere = async (payload: Payload, collection: CollectionSlug, where: Where) =>
  (await payload.count({ collection, where, overrideAccess: true })).totalDocs

/** A customer's ledger entries, oldest first. */
export const ledgerOf = async (payload: Payload, userId: number): Promise<CreditLedger[]> =>
  (
    await payload.find({
      collection: 'credit-ledger',
      where: { owner: { equals: userId } },
      sort: 'id',
      pagination: false,
      overrideAccess: true,
    })
  ).docs

/** What the ledger says the balance is: the sum of every entry. */
export const ledgerSum = async (payload: Payload, userId: number) =>
  (await ledgerOf(payload, userId)).reduce((sum, entry) => sum + entry.delta, 0)
