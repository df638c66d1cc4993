import type { Payload } from 'payload'

import type { Order, Subscription, User } from '@/payload-types'
import { storedStripeCustomerId } from './stripeCustomer'
import { LIVE_SUBSCRIPTION_STATUSES } from './subscriptions'

/** What a person has with us, as /billing and /pricing show it. */
export type BillingAccount = Awaited<ReturnType<typeof billingAccount>>

export async function billingAccount(payload: Payload, user: User) {
  const own = { depth: 0, overrideAccess: false, user } as const
  const find = <T extends 'orders' | 'subscriptions'>(collection: T, owner: string, by: string) =>
    payload.find({
      collection,
      where: { [owner]: { equals: user.id } },
      sort: [`-${by}`, '-id'],
      limit: 100,
      ...own,
    })
  const [orders, plans, stripeCustomerId] = await Promise.all([
    find('orders', 'customer', 'paidAt'),
    find('subscriptions', 'owner', 'createdAt'),
    storedStripeCustomerId(payload, user.id),
  ])
  const orderDocs = orders.docs as Order[]
  const planDocs = plans.docs as Subscription[]
  const livePlan = planDocs.find((plan) => LIVE_SUBSCRIPTION_STATUSES.includes(plan.status))
  return {
    orders: orderDocs, // newest first, at most 100
    latestPlan: livePlan ?? planDocs[0], // live or ended; undefined if they never subscribed
    livePlan, // the plan that may still renew: /pricing marks it "Your plan"
    // Stripe holds something of theirs; an abandoned checkout does not count.
    hasStripeRecords: Boolean(stripeCustomerId) && (orderDocs.length > 0 || planDocs.length > 0),
  }
}
