import type Stripe from 'stripe'

import { signInPath } from '@/lib/auth/authPaths'
import { getSettings, type Settings } from '@/lib/env'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { seeOther } from '@/lib/http/seeOther'
import {
  withCustomer,
  type CustomerRequest,
  type CustomerRouteOptions,
} from '@/lib/http/withCustomer'
import { stripeFor } from './stripe'

/** The page a billing form is posted from: where sign-in, a failure and the 429 page lead back. */
type BillingPage = '/pricing' | '/billing'

type BillingFormOptions = Pick<CustomerRouteOptions<unknown>, 'unconfirmed' | 'knownErrors'> & {
  /** What the rate limit's refusal counts ("Too many <what>"). */
  what: string
  /** The line a real failure is logged with. */
  log: string
}

type BillingCustomer = CustomerRequest<Record<string, string>> & {
  stripe: Stripe
  settings: Settings
}

/**
 * The opening both plain billing forms share (/pricing's checkout, /billing's portal): a signed-out
 * visitor is sent to sign in and brought back; each request opens a session at Stripe, so both
 * count against the checkout budget; and a failure, or a site without payments, is answered with
 * the page it came from and `?error=unavailable`.
 */
export function billingFormRoute(
  page: BillingPage,
  { what, log, ...options }: BillingFormOptions,
  handler: (customer: BillingCustomer) => Promise<Response>,
) {
  const unavailable = () => seeOther(`${page}?error=unavailable`)
  return withCustomer(
    {
      ...options,
      signedOut: () => seeOther(signInPath(page)),
      rateLimit: {
        rule: 'checkout',
        what,
        back: { href: page, label: `Back to ${page.slice(1)}` },
      },
      body: { maxBytes: BODY_LIMITS.billingForm },
      failure: { log, answer: unavailable },
    },
    async (customer) => {
      const settings = getSettings()
      const stripe = stripeFor(settings)
      return stripe ? handler({ ...customer, stripe, settings }) : unavailable()
    },
  )
}
