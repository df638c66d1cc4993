export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/** Statuses in which the plan still exists and may renew: a second one must not be sold. */
export const LIVE_SUBSCRIPTION_STATUSES: SubscriptionStatus[] = SUBSCRIPTION_STATUSES.filter(
  (status) => status !== 'incomplete_expired' && status !== 'canceled',
)

export const isSubscriptionStatus = (value: unknown): value is SubscriptionStatus =>
  typeof value === 'string' && (SUBSCRIPTION_STATUSES as readonly string[]).includes(value)
