import type Stripe from 'stripe'

import { idOf } from '@/lib/payload/idOf'
import { isSubscriptionStatus } from '../subscriptions'
import { readPurchaseMetadata } from './purchaseMetadata'
import { trackSubscription } from './trackSubscription'
import { defineHandler } from './types'

/** Status, renewal and scheduled cancellation; ending takes no credits back (refund policy). */
export const subscriptionHandler = defineHandler<void>({
  apply: async (ctx) => {
    const subscription = ctx.event.data.object as Stripe.Subscription
    const item = subscription.items?.data?.[0]
    return trackSubscription(ctx, {
      stripeSubscriptionId: subscription.id,
      purchase: readPurchaseMetadata(subscription.metadata),
      stripeCustomerId: idOf(subscription.customer),
      status: isSubscriptionStatus(subscription.status) ? subscription.status : undefined,
      currentPeriodEnd: item?.current_period_end ?? null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end || Boolean(subscription.cancel_at),
      endedAt: subscription.ended_at ?? null,
      eventAt: ctx.event.created,
    })
  },
})
