import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { findFirst } from '@/lib/payload/findDoc'

const schema = z.object({
  userId: z.coerce.number().int().positive(),
  planSlug: z.string().min(1),
  planName: z.string().min(1),
  credits: z.coerce.number().int().positive(),
})

/** Written by checkout on the session, payment and subscription: who bought what, and the credits promised. */
export type PurchaseMetadata = z.infer<typeof schema>

export const purchaseMetadata = (purchase: PurchaseMetadata): Record<string, string> => ({
  userId: String(purchase.userId),
  planSlug: purchase.planSlug,
  planName: purchase.planName,
  credits: String(purchase.credits),
})

/** The purchase a Stripe object's metadata describes, or null when it is not one of ours. */
export function readPurchaseMetadata(
  metadata: Record<string, string> | null | undefined,
): PurchaseMetadata | null {
  const parsed = schema.safeParse(metadata ?? {})
  return parsed.success ? parsed.data : null
}

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
