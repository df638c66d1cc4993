import { render, screen, within } from '@testing-library/react'

import { CurrentPlan } from '@/components/billing/CurrentPlan'
import { OrderHistory } from '@/components/billing/OrderHistory'
import { PlanCard } from '@/components/billing/PlanCard'
import type { Order, Subscription } from '@/payload-types'
import type { ReactElement } from 'react'

const pack = {
  name: 'Starter pack',
  slug: 'starter-pack',
  kind: 'pack' as const,
  credits: 20,
  amount: 900,
  currency: 'usd' as const,
  blurb: 'A few rooms.',
}
const monthly = {
  ...pack,
  name: 'Monthly plan',
  slug: 'monthly',
  kind: 'subscription' as const,
  credits: 100,
  amount: 2400,
}

/** The pricing page lists its plan cards. */
const inList = (card: ReactElement) => <ul>{card}</ul>

describe('a plan on the pricing page', () => {
  it('states the price, currency, credits and how often it is charged before the button', () => {
    render(inList(<PlanCard plan={monthly} offer="buy" canBuy signedIn />))
    const card = screen.getByRole('listitem')
    expect(within(card).getByRole('heading', { name: 'Monthly plan' })).toBeInTheDocument()
    expect(card).toHaveTextContent('$24.00 per month')
    expect(card).toHaveTextContent('100 credits every month')
    expect(card).toHaveTextContent(
      'Billed $24.00 (USD) each month until you cancel; all fees included.',
    )
    const button = within(card).getByRole('button', { name: 'Subscribe to Monthly plan' })
    const form = button.closest('form')!
    expect(form).toHaveAttribute('method', 'post')
    // The plan in the address as well: a visitor sent to sign in first is brought back to it.
    expect(form).toHaveAttribute('action', '/api/billing/checkout?plan=monthly')
    expect(within(form).getByDisplayValue('monthly')).toHaveAttribute('name', 'plan')
  })

  it('offers a visitor the same Buy button, saying sign-in comes first; nothing to buy while payments are off', () => {
    const { rerender } = render(
      inList(<PlanCard plan={pack} offer="buy" canBuy signedIn={false} />),
    )
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'One payment of $9.00 (USD), all fees included.',
    )
    const buy = screen.getByRole('button', { name: 'Buy Starter pack' })
    expect(buy).toBeEnabled()
    expect(buy).toHaveAccessibleDescription('Starter pack You sign in first, then pay.')
    rerender(inList(<PlanCard plan={pack} offer="buy" canBuy={false} signedIn />))
    expect(screen.getByRole('button', { name: 'Buy Starter pack' })).toBeDisabled()
  })

  it('waits, in focus, for the person who chose it before signing in', () => {
    render(inList(<PlanCard plan={pack} offer="buy" canBuy signedIn chosen />))
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'You are signed in: pay for Starter pack here.',
    )
    expect(screen.getByRole('button', { name: 'Buy Starter pack' })).toHaveFocus()
  })
})

describe('a monthly plan shown to a subscriber', () => {
  it('says "Your plan" on theirs, with no button, and points to billing', () => {
    render(inList(<PlanCard plan={monthly} offer="yours" canBuy signedIn />))
    const card = screen.getByRole('listitem')
    expect(card).toHaveTextContent('Your plan')
    expect(within(card).queryByRole('button')).toBeNull()
    expect(
      within(card).getByRole('link', { name: 'See or manage it on your billing page' }),
    ).toHaveAttribute('href', '/billing')
  })

  it('offers another monthly plan through the Stripe portal, never a second checkout', () => {
    render(
      inList(
        <PlanCard plan={{ ...monthly, name: 'Studio plan' }} offer="switch" canBuy signedIn />,
      ),
    )
    const button = screen.getByRole('button', { name: 'Switch to Studio plan on Stripe' })
    expect(button.closest('form')).toHaveAttribute('action', '/api/billing/portal')
    expect(screen.queryByRole('button', { name: /Subscribe/ })).toBeNull()
  })
})

const subscription = (overrides: Partial<Subscription>): Subscription => ({
  id: 1,
  owner: 1,
  planName: 'Monthly plan',
  credits: 100,
  status: 'active',
  stripeSubscriptionId: 'sub_1',
  currentPeriodEnd: '2025-08-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  updatedAt: '',
  createdAt: '',
  ...overrides,
})

describe('the current plan on /billing', () => {
  it('says when it renews, when it ends, when a payment failed, and when there is none', () => {
    const { rerender } = render(<CurrentPlan plan={subscription({})} />)
    expect(screen.getByTestId('current-plan')).toHaveTextContent(
      'Renews on 1 August 2025, adding 100 credits.',
    )
    rerender(<CurrentPlan plan={subscription({ cancelAtPeriodEnd: true })} />)
    expect(screen.getByTestId('current-plan')).toHaveTextContent(
      'Cancelled: ends on 1 August 2025 and will not renew.',
    )
    rerender(<CurrentPlan plan={subscription({ status: 'past_due' })} />)
    expect(screen.getByTestId('current-plan')).toHaveTextContent('The last payment failed')
    rerender(
      <CurrentPlan
        plan={subscription({ status: 'canceled', endedAt: '2025-08-01T00:00:00.000Z' })}
      />,
    )
    expect(screen.getByTestId('current-plan')).toHaveTextContent(
      'Ended on 1 August 2025. Credits already added stay yours.',
    )
    rerender(<CurrentPlan plan={undefined} />)
    expect(screen.getByText(/You have no monthly plan/)).toBeInTheDocument()
  })
})

describe('the order history', () => {
  const order: Order = {
    id: 9,
    number: 'RW-AAAA-BBBB-CCCC',
    customer: 1,
    planName: 'Starter pack',
    kind: 'pack',
    amount: 900,
    currency: 'usd',
    credits: 20,
    status: 'partially_refunded',
    amountRefunded: 450,
    creditsRemoved: 10,
    paidAt: '2025-07-01T12:00:00.000Z',
    paymentKey: 'pi_1',
    updatedAt: '',
    createdAt: '',
  }

  it('lists each order with its number, date, item, amount, credits, status and receipt link', () => {
    render(<OrderHistory orders={[order]} />)
    const row = screen.getByRole('row', { name: /RW-AAAA-BBBB-CCCC/ })
    expect(row).toHaveTextContent('1 Jul 2025')
    expect(row).toHaveTextContent('$9.00')
    expect(row).toHaveTextContent('20 (10 removed by refund)')
    expect(row).toHaveTextContent('Partly refunded')
    expect(
      within(row).getByRole('link', { name: 'Receipt for order RW-AAAA-BBBB-CCCC' }),
    ).toHaveAttribute('href', '/billing/orders/9')
  })

  it('points to the plans when there is no order yet', () => {
    render(<OrderHistory orders={[]} />)
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing')
  })
})
