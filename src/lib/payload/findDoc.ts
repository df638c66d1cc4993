import type {
  CollectionSlug,
  DataFromCollectionSlug,
  Payload,
  PayloadRequest,
  SelectType,
  Sort,
  Where,
} from 'payload'

import type { User } from '@/payload-types'

/** The server itself (no access rules) or a signed-in person (held to them): every lookup says which. */
export type Reader = 'server' | User

type FindByIdOptions = Parameters<Payload['findByID']>[0]

const accessOf = (reader: Reader) =>
  reader === 'server' ? { overrideAccess: true } : { overrideAccess: false, user: reader }

type Query<Slug extends CollectionSlug> = {
  collection: Slug
  depth?: number
  select?: SelectType
  req?: PayloadRequest
}

/** Document `id` as `reader` may see it (depth 0 unless asked), or null (also when the rules hide it). */
export async function findDoc<Slug extends CollectionSlug>(
  payload: Payload,
  reader: Reader,
  { collection, id, depth = 0, select, req }: Query<Slug> & { id: number },
): Promise<DataFromCollectionSlug<Slug> | null> {
  const doc = await payload.findByID({
    collection,
    id,
    depth,
    req,
    select,
    disableErrors: true,
    ...accessOf(reader),
  } as FindByIdOptions)
  return (doc as DataFromCollectionSlug<Slug> | null) ?? null
}

/** The first document `where` finds (in `sort` order) as `reader` may see it, or undefined. */
export async function findFirst<Slug extends CollectionSlug>(
  payload: Payload,
  reader: Reader,
  { depth = 0, ...query }: Query<Slug> & { where: Where; sort?: Sort },
): Promise<DataFromCollectionSlug<Slug> | undefined> {
  // One row, so no count query (pagination: false).
  const { docs } = await payload.find({
    ...query,
    ...accessOf(reader),
    depth,
    limit: 1,
    pagination: false,
  } as Parameters<Payload['find']>[0])
  return docs[0] as DataFromCollectionSlug<Slug> | undefined
}
