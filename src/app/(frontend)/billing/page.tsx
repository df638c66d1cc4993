import Link from 'next/link'
import type { ReactNode } from 'react'

import { CurrentPlan } from '@/components/billing/CurrentPlan'
import { OrderHistory } from '@/components/billing/OrderHistory'
import { TestModeNotice } from '@/components/billing/TestModeNotice'
import { PageAlert } from '@/components/forms/PageAlert'
import { requireUser } from '@/lib/auth/currentUser'
import { checkoutOutcome, type CheckoutOutcome } from '@/lib/billing/checkoutOutcome'
import { stripeFor } from '@/lib/billing/stripe'
import { creditBalance } from '@/lib/credits/creditLedger'
import { creditsLabel } from '@/lib/credits/creditsLabel'
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

type Props = {
  searchParams: Promise<{ checkout?: string; session_id?: string; notice?: string; error?: string }>
}

/** One part of the page, labelled by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function CheckoutNotice({ outcome }: { outcome: CheckoutOutcome }) {
  return (
    <p
      role="status"
      className="mt-6 rounded-xl border border-sage/30 bg-sage-light px-4 py-3 font-semibold text-sage"
    >
      {outcome.state === 'fulfilled'
        ? `Thank you! Order ${outcome.order.number} is paid and ${creditsLabel(outcome.order.credits)} were added to your balance.`
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
  const asCustomer = { depth: 0, overrideAccess: false, user } as const
  const [balance, orders, plans, owner] = await Promise.all([
    creditBalance(payload, user.id),
    payload.find({
      collection: 'orders',
      where: { customer: { equals: user.id } },
      sort: ['-paidAt', '-id'],
      limit: 100,
      ...asCustomer,
    }),
    payload.find({
      collection: 'subscriptions',
      where: { owner: { equals: user.id } },
      sort: ['-createdAt', '-id'],
      limit: 1,
      ...asCustomer,
    }),
    payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true }),
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

      <Section id="balance-heading" title="Balance">
        <p className="mt-2 text-lg">
          <span data-testid="billing-balance" className="font-display text-3xl font-semibold">
            {balance}
          </span>{' '}
          {balance === 1 ? 'credit' : 'credits'}{' '}
          <Link href="/pricing" className="ml-2 underline">
            Buy more
          </Link>
        </p>
      </Section>

      <Section id="plan-heading" title="Monthly plan">
        <CurrentPlan plan={plans.docs[0]} />
        {owner.stripeCustomerId && stripe ? (
          <form method="post" action="/api/billing/portal" className="mt-4">
            <button type="submit" className="btn-secondary">
              Manage plan and card on Stripe
            </button>
            <p className="mt-2 text-sm text-muted">
              Change your card, see Stripe&apos;s invoices or cancel the plan in Stripe&apos;s
              customer portal.
            </p>
          </form>
        ) : null}
        {settings.stripe?.testMode && owner.stripeCustomerId ? (
          <div className="mt-4">
            <TestModeNotice />
          </div>
        ) : null}
      </Section>

      <Section id="orders-heading" title="Orders">
        <OrderHistory orders={orders.docs} />
        <p className="mt-4 text-sm text-muted">
          A problem with an order? Write to support@roomwise.app with its order number within 7
          days; see the{' '}
          <Link href="/pages/refund-policy" className="underline">
            refund policy
          </Link>
          .
        </p>
      </Section>
    </div>
  )
}
