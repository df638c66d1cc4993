import { TitledSection } from '@/components/content/TitledSection'
import { CurrentPlan } from '@/components/billing/CurrentPlan'
import { OrderHistory } from '@/components/billing/OrderHistory'
import { TestModeNotice } from '@/components/billing/PlanCard'
import { Link } from '@/components/site/Link'
import { SupportEmail } from '@/components/site/SupportEmail'
import { PageAlert } from '@/components/forms/PageAlert'
import { requireUser } from '@/lib/auth/currentUser'
import { billingAccount } from '@/lib/billing/billingAccount'
import { checkoutOutcome, type CheckoutOutcome } from '@/lib/billing/checkoutOutcome'
import { stripeFor } from '@/lib/billing/stripe'
import { creditBalance } from '@/lib/credits/creditLedger'
import { creditsAddedLabel } from '@/lib/credits/creditsLabel'
import { getSettings } from '@/lib/env'
import { payloadClient } from '@/lib/payload/client'

export const metadata = { title: 'Billing', robots: { index: false } }

const NOTICES: Record<string, string> = {
  'already-subscribed': 'You already have the monthly plan. Manage it below.',
}
const ERRORS: Record<string, string> = {
  'no-purchases': 'There is nothing to manage yet: buy a pack or the monthly plan first.',
  unavailable: 'Stripe could not be reached just now. Please try again in a minute.',
}

const SECTION = { className: 'mt-10', headingClassName: 'text-2xl font-semibold' }

type Props = {
  searchParams: Promise<{ checkout?: string; session_id?: string; notice?: string; error?: string }>
}

function CheckoutNotice({ outcome }: { outcome: CheckoutOutcome }) {
  return (
    <p
      role="status"
      className="mt-6 rounded-xl border border-sage/30 bg-sage-light px-4 py-3 font-semibold text-sage"
    >
      {outcome.state === 'fulfilled'
        ? `Thank you! Order ${outcome.order.number} is paid and ${creditsAddedLabel(outcome.order.credits)} to your balance.`
        : 'Thank you! Stripe is confirming your payment; your credits appear here within a minute. Refresh this page to see them.'}
    </p>
  )
}

export default async function BillingPage({ searchParams }: Props) {
  const user = await requireUser('/billing')
  const params = await searchParams
  const payload = await payloadClient()
  const settings = getSettings()
  const stripe = stripeFor(settings)
  const [balance, account] = await Promise.all([
    creditBalance(payload, user.id),
    billingAccount(payload, user),
  ])
  const outcome =
    params.checkout === 'success' && params.session_id && stripe
      ? await checkoutOutcome(payload, stripe, user.id, params.session_id)
      : null
  const notice = params.notice ? NOTICES[params.notice] : undefined
  const error = params.error ? (ERRORS[params.error] ?? ERRORS.unavailable) : undefined
  return (
    <div className="container-page max-w-4xl pt-12">
      <h1 className="text-4xl font-semibold">Billing</h1>
      {outcome ? <CheckoutNotice outcome={outcome} /> : null}
      {notice ? (
        <p role="status" className="mt-6 rounded-xl border border-linen bg-white px-4 py-3">
          {notice}
        </p>
      ) : null}
      {error ? (
        <PageAlert className="mt-6 rounded-xl border border-clay/40 bg-white px-4 py-3">
          {error}
        </PageAlert>
      ) : null}

      <TitledSection {...SECTION} id="balance-heading" title="Balance">
        <p className="mt-2 text-lg">
          <span data-testid="billing-balance" className="font-display text-3xl font-semibold">
            {balance}
          </span>{' '}
          {balance === 1 ? 'credit' : 'credits'}{' '}
          <Link href="/pricing" className="ml-2 underline">
            Buy more
          </Link>
        </p>
      </TitledSection>

      <TitledSection {...SECTION} id="plan-heading" title="Monthly plan">
        <CurrentPlan plan={account.latestPlan} />
        {account.livePlan && stripe ? (
          <PortalButton
            label="Manage plan and card on Stripe"
            explanation="Change your card, switch or cancel the plan, or see Stripe's invoices in Stripe's customer portal."
            testMode={Boolean(settings.stripe?.testMode)}
          />
        ) : null}
      </TitledSection>

      <TitledSection {...SECTION} id="orders-heading" title="Orders">
        <OrderHistory orders={account.orders} />
        {!account.livePlan && account.hasStripeRecords && stripe ? (
          <PortalButton
            label="Card and invoices on Stripe"
            explanation="See Stripe's invoices or remove your saved card in Stripe's customer portal."
            testMode={Boolean(settings.stripe?.testMode)}
          />
        ) : null}
        <p className="mt-4 text-sm text-muted">
          A problem with an order? Write to <SupportEmail /> with its order number within 7 days;
          see the{' '}
          <Link href="/pages/refund-policy" className="underline">
            refund policy
          </Link>
          .
        </p>
      </TitledSection>
    </div>
  )
}

function PortalButton(props: { label: string; explanation: string; testMode: boolean }) {
  const { label, explanation, testMode } = props
  return (
    <form method="post" action="/api/billing/portal" className="mt-4">
      <button type="submit" className="btn-secondary">
        {label}
      </button>
      <p className="mt-2 text-sm text-muted">{explanation}</p>
      {testMode ? <TestModeNotice className="mt-4" /> : null}
    </form>
  )
}
