import type {
  CollectionSlug,
  DataFromCollectionSlug,
  Payload,
  PayloadRequest,
  Where,
} from 'payload'

import { findFirst } from '@/lib/payload/findDoc'

type Lookup = { payload: Payload; req?: PayloadRequest }

/** The first matching document (ids only, no access rules: the webhook acts as the server). */
export const findOne = <Slug extends CollectionSlug>(
  { payload, req }: Lookup,
  collection: Slug,
  where: Where,
): Promise<DataFromCollectionSlug<Slug> | undefined> =>
  findFirst(payload, 'server', { collection, where, req })

/** The plan a purchase names, if it still exists (orders and subscriptions keep its name anyway). */
export async function planIdBySlug(lookup: Lookup, slug: string): Promise<number | null> {
  return (await findOne(lookup, 'plans', { slug: { equals: slug } }))?.id ?? null
}
