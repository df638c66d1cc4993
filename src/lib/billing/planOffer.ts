import type { Plan, Subscription } from '@/payload-types'

/** What /pricing offers on a plan: buy it, nothing (it is the person's plan), or a switch on Stripe. */
export type PlanOffer = 'buy' | 'yours' | 'switch'

/** A subscriber is never offered a second subscription; packs are always for sale. */
export function planOffer(
  plan: Pick<Plan, 'id' | 'name' | 'kind'>,
  livePlan: Pick<Subscription, 'plan' | 'planName'> | undefined,
): PlanOffer {
  if (plan.kind !== 'subscription' || !livePlan) return 'buy'
  const subscribedTo =
    livePlan.plan == null
      ? livePlan.planName === plan.name // a record from before plans were linked
      : (typeof livePlan.plan === 'number' ? livePlan.plan : livePlan.plan.id) === plan.id
  return subscribedTo ? 'yours' : 'switch'
}
