import { billingFormRoute } from '@/lib/billing/billingFormRoute'
import { portalUrl } from '@/lib/billing/stripeCustomer'
import { seeOther } from '@/lib/http/refusals'

/** POST from /billing → 303 to Stripe's customer portal; the form has no fields (a body is read, bounded, and ignored). */
export const POST = billingFormRoute(
  '/billing',
  { what: 'requests to the billing portal', log: 'Opening the billing portal failed' },
  async ({ payload, user, stripe, settings }) => {
    const url = await portalUrl(payload, stripe, user.id, `${settings.appUrl}/billing`)
    return seeOther(url ?? '/billing?error=no-purchases')
  },
)
