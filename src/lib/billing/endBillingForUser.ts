import type { PayloadRequest } from 'payload'

import { getSettings } from '@/lib/env'
import { stripeFor, unlessMissing } from './stripe'
import { LIVE_SUBSCRIPTION_STATUSES } from './subscriptions'

/** Cancels live subscriptions (throwing refuses deletion); orders are kept, detached. */
export async function endBillingForUser(
  req: PayloadRequest,
  userId: number | string,
): Promise<void> {
  const { payload } = req
  const live = await payload.find({
    collection: 'subscriptions',
    where: { and: [{ owner: { equals: userId } }, { status: { in: LIVE_SUBSCRIPTION_STATUSES } }] },
    limit: 100,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const stripe = stripeFor(getSettings())
  for (const record of live.docs) {
    if (!stripe) {
      payload.logger.warn(
        `Payments are off; subscription ${record.stripeSubscriptionId} of deleted user ${userId} was not cancelled at Stripe`,
      )
      continue
    }
    const current = await unlessMissing(stripe.subscriptions.retrieve(record.stripeSubscriptionId))
    if (current && current.status !== 'canceled')
      await unlessMissing(stripe.subscriptions.cancel(record.stripeSubscriptionId))
  }
  await payload.update({
    collection: 'orders',
    where: { customer: { equals: userId } },
    data: { customer: null },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
