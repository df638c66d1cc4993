import type Stripe from 'stripe'

import { signInPath } from '@/lib/auth/authPaths'
import { SLUG_PATTERN } from '@/lib/content/slugify'
import { getSettings, type Settings } from '@/lib/env'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { seeOther } from '@/lib/http/refusals'
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
 * The page to come back to, with the plan the form was for (`?plan=` on its action, read before
 * any body): /pricing then offers that plan's button, in focus, to a person who had to sign in.
 */
export function billingPageFor(page: BillingPage, request: Request): string {
  const plan = new URL(request.url).searchParams.get('plan')
  return plan && SLUG_PATTERN.test(plan) ? `${page}?plan=${plan}` : page
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
      signedOut: (request) => seeOther(signInPath(billingPageFor(page, request))),
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
