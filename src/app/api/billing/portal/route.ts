import { signInPath } from '@/lib/auth/authPaths'
import { portalUrl } from '@/lib/billing/portal'
import { stripeFor } from '@/lib/billing/stripe'
import { getSettings } from '@/lib/env'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { seeOther } from '@/lib/http/seeOther'
import { withCustomer } from '@/lib/http/withCustomer'

/** POST from /billing → 303 to Stripe's customer portal (card, invoices, cancel the plan). */
export const POST = withCustomer(
  {
    signedOut: () => seeOther(signInPath('/billing')),
    // Each visit creates a portal session at Stripe: counted with checkout.
    rateLimit: {
      rule: 'checkout',
      what: 'requests to the billing portal',
      back: { href: '/billing', label: 'Back to billing' },
    },
    // The form has no fields; whatever was sent is read (bounded) and ignored.
    body: { maxBytes: BODY_LIMITS.billingForm },
    failure: {
      log: 'Opening the billing portal failed',
      answer: () => seeOther('/billing?error=unavailable'),
    },
  },
  async ({ payload, user }) => {
    const settings = getSettings()
    const stripe = stripeFor(settings)
    if (!stripe) return seeOther('/billing?error=unavailable')
    const url = await portalUrl(payload, stripe, user.id, `${settings.appUrl}/billing`)
    return seeOther(url ?? '/billing?error=no-purchases')
  },
)
