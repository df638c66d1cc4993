import type { CollectionSlug, Payload, Where } from 'payload'

import { findDoc } from '@/lib/payload/findDoc'
import type { Config } from '@/payload-types'
import type { AccountRecords } from './accountDataDocument'

const PAGE_SIZE = 100

async function allDocs<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  where: Where,
): Promise<Config['collections'][S][]> {
  const docs: Config['collections'][S][] = []
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection,
      where,
      sort: 'createdAt',
      limit: PAGE_SIZE,
      page,
      depth: 0,
      overrideAccess: true,
    })
    docs.push(...(result.docs as Config['collections'][S][]))
    if (!result.hasNextPage) return docs
  }
}

export async function collectAccountData(
  payload: Payload,
  userId: number,
): Promise<AccountRecords | null> {
  const user = await findDoc(payload, 'server', { collection: 'users', id: userId })
  if (!user) return null
  const owned: Where = { owner: { equals: userId } }
  return {
    user,
    redesigns: await allDocs(payload, 'redesigns', owned),
    images: await allDocs(payload, 'redesign-images', owned),
    orders: await allDocs(payload, 'orders', { customer: { equals: userId } }),
    subscriptions: await allDocs(payload, 'subscriptions', owned),
    ledger: await allDocs(payload, 'credit-ledger', owned),
    shares: await allDocs(payload, 'shares', owned),
    upscales: await allDocs(payload, 'upscales', owned),
  }
}
