/** What Roomwise sells (the plans collection; DEFAULT_PLANS seeds it). Imports nothing. */

export type PlanKind = 'pack' | 'subscription'

/** Currencies with two decimals only: formatPrice and the amount field both assume cents. */
export const PLAN_CURRENCIES = ['usd', 'eur', 'gbp'] as const
export type PlanCurrency = (typeof PLAN_CURRENCIES)[number]

/** Stripe refuses a charge below 50 cents (or the equivalent). */
export const MIN_PLAN_AMOUNT = 50

export type PlanDefinition = {
  slug: string
  name: string
  kind: PlanKind
  credits: number
  amount: number
  currency: PlanCurrency
  blurb: string
  sortOrder: number
}

export const DEFAULT_PLANS: PlanDefinition[] = [
  {
    slug: 'starter-pack',
    name: 'Starter pack',
    kind: 'pack',
    credits: 20,
    amount: 900,
    currency: 'usd',
    blurb: 'Try a handful of styles on one or two rooms.',
    sortOrder: 10,
  },
  {
    slug: 'home-pack',
    name: 'Home pack',
    kind: 'pack',
    credits: 60,
    amount: 1900,
    currency: 'usd',
    blurb: 'Enough to restyle every room in the house, twice.',
    sortOrder: 20,
  },
  {
    slug: 'monthly',
    name: 'Monthly plan',
    kind: 'subscription',
    credits: 100,
    amount: 2400,
    currency: 'usd',
    blurb: '100 credits every month for ongoing projects. Cancel any time.',
    sortOrder: 30,
  },
]

export const formatPrice = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  )
