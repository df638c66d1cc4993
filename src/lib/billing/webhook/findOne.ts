import type {
  CollectionSlug,
  DataFromCollectionSlug,
  Payload,
  PayloadRequest,
  Where,
} from 'payload'

type Lookup = { payload: Payload; req?: PayloadRequest }

/** The first matching document (ids only, no access rules: the webhook acts as the server). */
export async function findOne<Slug extends CollectionSlug>(
  { payload, req }: Lookup,
  collection: Slug,
  where: Where,
): Promise<DataFromCollectionSlug<Slug> | undefined> {
  const found = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return found.docs[0] as DataFromCollectionSlug<Slug> | undefined
}

/** The plan a purchase names, if it still exists (orders and subscriptions keep its name anyway). */
export async function planIdBySlug(lookup: Lookup, slug: string): Promise<number | null> {
  return (await findOne(lookup, 'plans', { slug: { equals: slug } }))?.id ?? null
}
