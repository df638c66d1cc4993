import type {
  CollectionSlug,
  DataFromCollectionSlug,
  Payload,
  PayloadRequest,
  Sort,
  Where,
} from 'payload'

import type { User } from '@/payload-types'

/**
 * Who reads: the server itself (a job, a webhook: no access rules), or a signed-in person, held
 * to the collection's access rules. Every lookup says which, so none skips the rules unnoticed.
 */
export type Reader = 'server' | User

const accessOf = (reader: Reader) =>
  reader === 'server' ? { overrideAccess: true } : { overrideAccess: false, user: reader }

type DocAddress<Slug extends CollectionSlug> = { collection: Slug; id: number; depth?: number }

/**
 * Document `id` of `collection` as `reader` may see it (depth 0 unless asked), or null when there
 * is none; for a person also when the access rules do not let them read it (it is simply not
 * found). Rules that let admins read every document still do: an owner-only page checks the owner.
 */
export async function findDoc<Slug extends CollectionSlug>(
  payload: Payload,
  reader: Reader,
  { collection, id, depth = 0 }: DocAddress<Slug>,
): Promise<DataFromCollectionSlug<Slug> | null> {
  const doc = await payload.findByID({
    collection,
    id,
    depth,
    disableErrors: true,
    ...accessOf(reader),
  })
  return (doc as DataFromCollectionSlug<Slug> | null) ?? null
}

type FirstQuery<Slug extends CollectionSlug> = {
  collection: Slug
  where: Where
  depth?: number
  sort?: Sort
  /** The transaction to read in, where the caller holds one. */
  req?: PayloadRequest
}

/** The first document `where` finds (in `sort` order) as `reader` may see it, or undefined. */
export async function findFirst<Slug extends CollectionSlug>(
  payload: Payload,
  reader: Reader,
  { depth = 0, ...query }: FirstQuery<Slug>,
): Promise<DataFromCollectionSlug<Slug> | undefined> {
  // One row, so no count query (pagination: false).
  const { docs } = await payload.find({
    ...query,
    ...accessOf(reader),
    depth,
    limit: 1,
    pagination: false,
  })
  return docs[0] as DataFromCollectionSlug<Slug> | undefined
}
