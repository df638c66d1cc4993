import { Link } from '@/components/site/Link'

import type { PlanOffer } from '@/lib/billing/planOffer'
import { formatPrice } from '@/lib/billing/plans'
import { creditsLabel } from '@/lib/credits/creditsLabel'
import type { Plan } from '@/payload-types'

export function TestModeNotice({ className }: { className: string }) {
  return (
    <p
      className={`rounded-xl border border-sage/30 bg-sage-light px-4 py-3 text-sage ${className}`}
      role="note"
    >
      <strong>Test checkout — no real money.</strong> Payments here run in Stripe&apos;s test mode:
      use a test card, and nothing is charged.
    </p>
  )
}

type Props = {
  plan: Pick<Plan, 'name' | 'slug' | 'kind' | 'credits' | 'amount' | 'currency' | 'blurb'>
  offer: PlanOffer
  canBuy: boolean
  signedIn: boolean
  returnTo?: string | null
  chosen?: boolean
}

function SubscriberAction({ plan, offer }: Pick<Props, 'plan' | 'offer'>) {
  if (offer === 'yours')
    return (
      <div className="mt-6 rounded-2xl bg-sage-light px-4 py-3 text-center">
        <p className="font-semibold text-sage">Your plan</p>
        <p className="mt-1 text-sm">
          <Link href="/billing" className="underline">
            See or manage it on your billing page
          </Link>
        </p>
      </div>
    )
  return (
    <form method="post" action="/api/billing/portal" className="mt-6">
      <button type="submit" className="btn-secondary w-full">
        Switch to {plan.name} on Stripe
      </button>
    </form>
  )
}

export function PlanCard({ plan, offer, canBuy, signedIn, returnTo, chosen }: Props) {
  const monthly = plan.kind === 'subscription'
  const price = formatPrice(plan.amount, plan.currency)
  const headingId = `plan-${plan.slug}`
  const noteId = `${headingId}-sign-in`
  return (
    <li
      className={`flex flex-col rounded-3xl border bg-white p-6 sm:p-8 ${chosen ? 'border-2 border-sage' : 'border-linen'}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="text-2xl font-semibold">
        {plan.name}
      </h2>
      <p className="mt-4">
        <span className="font-display text-4xl font-semibold">{price}</span>
        <span className="text-muted">{monthly ? ' per month' : ' once'}</span>
      </p>
      <p className="mt-2 font-semibold text-sage">
        {creditsLabel(plan.credits)}
        {monthly ? ' every month' : ''}
      </p>
      <p className="mt-4 flex-1 text-muted">{plan.blurb}</p>
      <p className="mt-4 text-sm text-muted">
        {monthly ? 'Billed' : 'One payment of'} {price} ({plan.currency.toUpperCase()})
        {monthly ? ' each month until you cancel;' : ','} all fees included.
      </p>
      {offer === 'buy' ? (
        // The plan in the address too: a visitor sent to sign in first comes back to this button.
        <form
          method="post"
          action={`/api/billing/checkout?plan=${encodeURIComponent(plan.slug)}`}
          className="mt-6"
        >
          {chosen ? (
            <p className="mb-3 text-center font-semibold text-sage">
              You are signed in: pay for {plan.name} here.
            </p>
          ) : null}
          <input type="hidden" name="plan" value={plan.slug} />
          {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
          <button
            type="submit"
            className="btn-primary w-full disabled:opacity-50"
            disabled={!canBuy}
            autoFocus={chosen && canBuy}
            aria-describedby={signedIn ? headingId : `${headingId} ${noteId}`}
          >
            {monthly ? `Subscribe to ${plan.name}` : `Buy ${plan.name}`}
          </button>
          {signedIn ? null : (
            <p id={noteId} className="mt-2 text-center text-sm text-muted">
              You sign in first, then pay.
            </p>
          )}
        </form>
      ) : (
        <SubscriberAction plan={plan} offer={offer} />
      )}
    </li>
  )
}
