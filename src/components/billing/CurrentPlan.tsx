import type { ReactNode } from 'react'

import { Link } from '@/components/site/Link'
import { creditsLabel } from '@/lib/credits/creditsLabel'
import { longDate } from '@/lib/format/dates'
import type { Subscription } from '@/payload-types'

function planState(plan: Subscription): string {
  if (plan.status === 'canceled')
    return `Ended${plan.endedAt ? ` on ${longDate(plan.endedAt)}` : ''}. Credits already added stay yours.`
  if (plan.status === 'past_due' || plan.status === 'unpaid')
    return 'The last payment failed; Stripe will try again. Update your card to keep your monthly credits.'
  if (!plan.currentPeriodEnd) return 'Active.'
  if (plan.cancelAtPeriodEnd)
    return `Cancelled: ends on ${longDate(plan.currentPeriodEnd)} and will not renew.`
  return `Renews on ${longDate(plan.currentPeriodEnd)}, adding ${creditsLabel(plan.credits)}.`
}

export function CurrentPlan({ plan }: { plan: Subscription | undefined }) {
  if (!plan) return <NothingYet>You have no monthly plan.</NothingYet>
  return (
    <div className="mt-4 rounded-2xl border border-linen bg-white p-6" data-testid="current-plan">
      <p className="text-xl font-semibold">{plan.planName}</p>
      <p className="mt-1 text-muted">{creditsLabel(plan.credits)} every month</p>
      <p className="mt-3">{planState(plan)}</p>
    </div>
  )
}

export const NothingYet = ({ children }: { children: ReactNode }) => (
  <p className="mt-4 text-muted">
    {children}{' '}
    <Link href="/pricing" className="underline">
      See the plans
    </Link>
    .
  </p>
)
