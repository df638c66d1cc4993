import type { Payload, PayloadRequest } from 'payload'

import { findFirst } from '@/lib/payload/findDoc'

/** The plan a purchase names, if it still exists (orders and subscriptions keep its name anyway). */
export async function planIdBySlug(
  { payload, req }: { payload: Payload; req?: PayloadRequest },
  slug: string,
): Promise<number | null> {
  const plan = await findFirst(payload, 'server', {
    collection: 'plans',
    where: { slug: { equals: slug } },
    req,
  })
  return plan?.id ?? null
}
