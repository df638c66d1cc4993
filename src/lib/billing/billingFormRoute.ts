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

/** `what` names the rate limit's refusal ("Too many <what>"); `log` the line a failure is logged with. */
type BillingFormOptions = Pick<CustomerRouteOptions<unknown>, 'unconfirmed' | 'knownErrors'> & {
  what: string
  log: string
}

type BillingCustomer = CustomerRequest<Record<string, string>> & {
  stripe: Stripe
  settings: Settings
}

/** The page to come back to, with the form's `?plan=` so /pricing focuses that plan after sign-in. */
export function billingPageFor(page: BillingPage, request: Request): string {
  const plan = new URL(request.url).searchParams.get('plan')
  return plan && SLUG_PATTERN.test(plan) ? `${page}?plan=${plan}` : page
}

/** Shared by checkout and portal forms: sign-in, rate limit, `?error=unavailable` on failure. */
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
