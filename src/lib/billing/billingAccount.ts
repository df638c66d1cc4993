import type { Payload } from 'payload'

import type { Order, Subscription, User } from '@/payload-types'
import { storedStripeCustomerId } from './stripeCustomer'
import { LIVE_SUBSCRIPTION_STATUSES } from './subscriptions'

/** What a person has with us, as /billing and /pricing show it. */
export type BillingAccount = {
  /** Every order, newest first (at most 100). */
  orders: Order[]
  /** The latest monthly plan record, live or ended; undefined when they never subscribed. */
  latestPlan: Subscription | undefined
  /** The plan that still exists and may renew, if any: the one /pricing marks "Your plan". */
  livePlan: Subscription | undefined
  /** Stripe holds something of theirs (a customer who bought at least once); an abandoned checkout does not count. */
  hasStripeRecords: boolean
}

/** Reads the person's orders, plans and Stripe customer as they are allowed to see them. */
export async function billingAccount(payload: Payload, user: User): Promise<BillingAccount> {
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
    orders: orderDocs,
    latestPlan: livePlan ?? planDocs[0],
    livePlan,
    hasStripeRecords: Boolean(stripeCustomerId) && (orderDocs.length > 0 || planDocs.length > 0),
  }
}
