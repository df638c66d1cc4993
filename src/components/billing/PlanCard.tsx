import { formatPrice } from '@/lib/billing/plans'
import type { Plan } from '@/payload-types'

type Props = {
  plan: Pick<Plan, 'name' | 'slug' | 'kind' | 'credits' | 'amount' | 'currency' | 'blurb'>
  canBuy: boolean
  signedIn: boolean
  /** A checked path on this site checkout returns to (the redesign form), else /billing. */
  returnTo?: string | null
}

/** One plan, with everything it costs and gives stated before the button that starts checkout. */
export function PlanCard({ plan, canBuy, signedIn, returnTo }: Props) {
  const monthly = plan.kind === 'subscription'
  const headingId = `plan-${plan.slug}`
  return (
    <li
      className="flex flex-col rounded-3xl border border-linen bg-white p-8"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="text-2xl font-semibold">
        {plan.name}
      </h2>
      <p className="mt-4">
        <span className="font-display text-4xl font-semibold">
          {formatPrice(plan.amount, plan.currency)}
        </span>
        <span className="text-muted">{monthly ? ' per month' : ' once'}</span>
      </p>
      <p className="mt-2 font-semibold text-sage">
        {plan.credits} credits{monthly ? ' every month' : ''}
      </p>
      <p className="mt-4 flex-1 text-muted">{plan.blurb}</p>
      <p className="mt-4 text-sm text-muted">
        {monthly
          ? `Billed ${formatPrice(plan.amount, plan.currency)} (${plan.currency.toUpperCase()}) each month until you cancel; all fees included.`
          : `One payment of ${formatPrice(plan.amount, plan.currency)} (${plan.currency.toUpperCase()}), all fees included.`}
      </p>
      <form method="post" action="/api/billing/checkout" className="mt-6">
        <input type="hidden" name="plan" value={plan.slug} />
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        <button
          type="submit"
          className="btn-primary w-full disabled:opacity-50"
          disabled={!canBuy}
          aria-describedby={headingId}
        >
          {!signedIn
            ? 'Sign in to buy'
            : monthly
              ? `Subscribe to ${plan.name}`
              : `Buy ${plan.name}`}
        </button>
      </form>
    </li>
  )
}
