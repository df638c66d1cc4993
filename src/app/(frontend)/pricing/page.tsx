import Link from 'next/link'

import { formatPrice, PLANS, REDESIGN_CREDIT_COST } from '@/lib/billing/plans'
import { pageMetadata } from '@/lib/seo/pageMetadata'

export const metadata = pageMetadata({
  title: 'Pricing',
  description: 'Simple credit packs and a monthly plan for AI room redesigns. Every price is shown, in full, before you pay.',
  path: '/pricing',
})

export default function PricingPage() {
  return (
    <div className="container-page pt-12">
      <h1 className="text-4xl font-semibold sm:text-5xl">Pricing</h1>
      <p className="mt-4 max-w-2xl text-xl text-muted">
        Pay for what you use. One redesign costs {REDESIGN_CREDIT_COST} credit per variant, and every new account starts
        with free credits to try it.
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <li key={plan.id} className="flex flex-col rounded-3xl border border-linen bg-white p-8">
            <h2 className="text-2xl font-semibold">{plan.name}</h2>
            <p className="mt-4">
              <span className="font-display text-4xl font-semibold">{formatPrice(plan.amount, plan.currency)}</span>
              <span className="text-muted">{plan.kind === 'subscription' ? ' per month' : ' once'}</span>
            </p>
            <p className="mt-2 font-semibold text-sage">{plan.credits} credits{plan.kind === 'subscription' ? ' every month' : ''}</p>
            <p className="mt-4 flex-1 text-muted">{plan.blurb}</p>
            <Link href="/sign-in" className="btn-primary mt-8">
              Sign in to buy
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-3xl text-muted">
        Prices are in US dollars and include all fees. Payments are handled by Stripe; we never see or store your card.
        Purchases are final, with the exceptions in our <Link href="/pages/refund-policy" className="underline">refund policy</Link>.
      </p>
    </div>
  )
}
