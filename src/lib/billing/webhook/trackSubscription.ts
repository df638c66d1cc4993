import type Stripe from 'stripe'

import { userExists } from '@/lib/db/statements/users'
import { findFirst } from '@/lib/payload/findDoc'
import { idOf } from '@/lib/payload/idOf'
import type { Subscription } from '@/payload-types'
import { isSubscriptionStatus, type SubscriptionStatus } from '../subscriptions'
import { planIdBySlug, readPurchaseMetadata, type PurchaseMetadata } from './purchaseMetadata'
import { defineHandler, type HandlerContext } from './types'

export type SubscriptionChange = {
  stripeSubscriptionId: string
  /** Who subscribed to what (from the subscription's metadata); needed to start tracking it. */
  purchase: PurchaseMetadata | null
  stripeCustomerId?: string | null
  status?: SubscriptionStatus
  /** Unix seconds. */
  currentPeriodEnd?: number | null
  cancelAtPeriodEnd?: boolean
  endedAt?: number | null
  /** When Stripe created the event: an older event never overwrites a newer one. */
  eventAt: number
  /** Create the record if missing, but leave an existing one alone. */
  onlyIfNew?: boolean
}

const isoDate = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString() : null

function changedFields(change: SubscriptionChange): Partial<Subscription> {
  const data: Partial<Subscription> = { lastEventAt: change.eventAt }
  if (change.status) data.status = change.status
  if (change.currentPeriodEnd !== undefined)
    data.currentPeriodEnd = isoDate(change.currentPeriodEnd)
  if (change.cancelAtPeriodEnd !== undefined) data.cancelAtPeriodEnd = change.cancelAtPeriodEnd
  if (change.endedAt !== undefined) data.endedAt = isoDate(change.endedAt)
  if (change.stripeCustomerId) data.stripeCustomerId = change.stripeCustomerId
  return data
}

/** Our record of a subscription, in step with Stripe's events in any order: older events and ended plans are left alone. */
export async function trackSubscription(
  ctx: HandlerContext,
  change: SubscriptionChange,
): Promise<string> {
  const { payload, req } = ctx
  const existing = await findFirst(payload, 'server', {
    collection: 'subscriptions',
    where: { stripeSubscriptionId: { equals: change.stripeSubscriptionId } },
    req,
  })
  if (existing) {
    if (change.onlyIfNew) return 'subscription-known'
    if (existing.status === 'canceled') return 'subscription-already-ended'
    if (change.eventAt < (existing.lastEventAt ?? 0)) return 'stale-event'
    await payload.update({
      collection: 'subscriptions',
      id: existing.id,
      data: changedFields(change),
      depth: 0,
      overrideAccess: true,
      req,
    })
    return 'subscription-updated'
  }
  const purchase = change.purchase
  if (!purchase) return 'not-ours'
  if (!(await userExists(ctx.db, purchase.userId))) return 'no-customer'
  await payload.create({
    collection: 'subscriptions',
    data: {
      ...changedFields(change),
      owner: purchase.userId,
      plan: await planIdBySlug(ctx, purchase.planSlug),
      planName: purchase.planName,
      credits: purchase.credits,
      status: change.status ?? 'active',
      stripeSubscriptionId: change.stripeSubscriptionId,
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return 'subscription-tracked'
}

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
