/**
 * What Roomwise sells, stated before purchase (PRODUCT.md §7). Amounts in the smallest currency
 * unit. One redesign costs REDESIGN_CREDIT_COST credits per variant.
 */
export const REDESIGN_CREDIT_COST = 1

export type Plan = {
  id: string
  name: string
  kind: 'pack' | 'subscription'
  credits: number
  amount: number
  currency: 'usd'
  blurb: string
}

export const PLANS: Plan[] = [
  { id: 'starter-pack', name: 'Starter pack', kind: 'pack', credits: 20, amount: 900, currency: 'usd', blurb: 'Try a handful of styles on one or two rooms.' },
  { id: 'home-pack', name: 'Home pack', kind: 'pack', credits: 60, amount: 1900, currency: 'usd', blurb: 'Enough to restyle every room in the house, twice.' },
  { id: 'monthly', name: 'Monthly plan', kind: 'subscription', credits: 100, amount: 2400, currency: 'usd', blurb: '100 credits every month for ongoing projects. Cancel any time.' },
]

export const formatPrice = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100)
