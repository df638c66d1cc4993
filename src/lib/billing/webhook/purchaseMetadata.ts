import { z } from 'zod'

/**
 * What checkout writes into the session's, payment's and subscription's metadata, so every later
 * event says who bought what, and how many credits were promised at the time of purchase.
 */
export type PurchaseMetadata = {
  userId: number
  planSlug: string
  planName: string
  credits: number
}

const schema = z.object({
  userId: z.coerce.number().int().positive(),
  planSlug: z.string().min(1),
  planName: z.string().min(1),
  credits: z.coerce.number().int().positive(),
})

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
