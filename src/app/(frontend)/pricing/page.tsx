import { Link } from '@/components/site/Link'

import { PlanCard, TestModeNotice } from '@/components/billing/PlanCard'
import { PageAlert } from '@/components/forms/PageAlert'
import { getCurrentUser } from '@/lib/auth/currentUser'
import { billingAccount } from '@/lib/billing/billingAccount'
import { planOffer } from '@/lib/billing/planOffer'
import { checkoutReturnPath } from '@/lib/billing/checkoutReturn'
import { MODES } from '@/lib/redesign/modes'
import { creditsLabel } from '@/lib/credits/creditsLabel'
import { getSettings } from '@/lib/env'
import { payloadClient } from '@/lib/payload/client'
import { UPSCALE_PRICES } from '@/lib/upscale/upscaleRules'
import { pageMetadata } from '@/lib/seo/pageMetadata'

export const metadata = pageMetadata({
  title: 'Pricing',
  description:
    'Simple credit packs and a monthly plan for AI room redesigns. Every price is shown, in full, before you pay.',
  path: '/pricing',
})

// Plans are edited in the admin panel and the buttons depend on who is looking.
export const dynamic = 'force-dynamic'

const ERRORS: Record<string, string> = {
  'unknown-plan': 'That plan is no longer on sale. Please choose one of the plans below.',
  unavailable:
    'Checkout could not be started just now; nothing was charged. Please try again in a minute.',
}

type Props = {
  searchParams: Promise<{ error?: string; checkout?: string; returnTo?: string; plan?: string }>
}

export default async function PricingPage({ searchParams }: Props) {
  const { error, checkout, returnTo: askedReturn, plan: chosenPlan } = await searchParams
  const returnTo = checkoutReturnPath(askedReturn)
  const payload = await payloadClient()
  // As an anonymous reader: the collection's access rules show active plans only.
  const { docs: plans } = await payload.find({
    collection: 'plans',
    sort: 'sortOrder',
    depth: 0,
    limit: 20,
    overrideAccess: false,
  })
  const user = await getCurrentUser()
  const livePlan = user ? (await billingAccount(payload, user)).livePlan : undefined
  const stripe = getSettings().stripe
  const message = error
    ? (ERRORS[error] ?? ERRORS.unavailable)
    : checkout === 'cancelled'
      ? 'Checkout was cancelled; nothing was charged.'
      : null
  return (
    <div className="container-page pt-12">
      <h1 className="text-4xl font-semibold sm:text-5xl">Pricing</h1>
      <p className="mt-4 max-w-2xl text-xl text-muted">
        Pay for what you use. A restyle costs {creditsLabel(MODES.restyle.creditsPerVersion)} per
        version (staging an empty room {creditsLabel(MODES.stage.creditsPerVersion)}; the form shows
        each mode&rsquo;s price), and every new account starts with free credits to try it.
        Enlarging a result for download costs {creditsLabel(UPSCALE_PRICES[2])} (×2) or{' '}
        {creditsLabel(UPSCALE_PRICES[4])} (×4).
      </p>
      {message ? (
        <PageAlert className="mt-6 max-w-3xl rounded-xl border border-clay/40 bg-white px-4 py-3">
          {message}
        </PageAlert>
      ) : null}
      {stripe?.testMode ? <TestModeNotice className="mt-6 max-w-3xl" /> : null}
      {!stripe ? (
        <p className="mt-6 max-w-3xl text-muted">Purchases are not available on this server yet.</p>
      ) : null}
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            offer={planOffer(plan, livePlan)}
            canBuy={Boolean(stripe)}
            signedIn={Boolean(user)}
            returnTo={returnTo}
            chosen={Boolean(user) && plan.slug === chosenPlan}
          />
        ))}
      </ul>
      <p className="mt-8 max-w-3xl text-muted">
        Prices include all fees and are charged in the currency shown. Payments are handled by
        Stripe; we never see or store your card. Credits arrive as soon as Stripe confirms your
        payment. Purchases are final, with the exceptions in our{' '}
        <Link href="/pages/refund-policy" className="underline">
          refund policy
        </Link>
        . Cancel the monthly plan any time from your{' '}
        <Link href="/billing" className="underline">
          billing page
        </Link>
        .
      </p>
    </div>
  )
}
