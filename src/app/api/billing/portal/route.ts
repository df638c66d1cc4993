import { portalUrl } from '@/lib/billing/portal'
import { stripeFor } from '@/lib/billing/stripe'
import { getSettings } from '@/lib/env'
import { apiRoute } from '@/lib/http/apiRoute'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { isSameOrigin, jsonError } from '@/lib/http/jsonError'
import { takeRateLimit, userKey } from '@/lib/http/rateLimit'
import { readRouteBody, refuseBody } from '@/lib/http/routeBody'
import { seeOther } from '@/lib/http/seeOther'
import { tooManyRequestsPage } from '@/lib/http/tooManyRequests'
import { payloadClient } from '@/lib/payload/client'

/** POST from /billing → 303 to Stripe's customer portal (card, invoices, cancel the plan). */
export const POST = apiRoute(async (request: Request) => {
  if (!isSameOrigin(request)) return jsonError(403, 'This request did not come from Roomwise.')
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return seeOther(`/sign-in?callbackUrl=${encodeURIComponent('/billing')}`)
  // Each visit creates a portal session at Stripe: counted with checkout.
  const verdict = await takeRateLimit('checkout', userKey(user.id))
  if (!verdict.ok)
    return tooManyRequestsPage(verdict.retryAfterSeconds, 'requests to the billing portal', {
      href: '/billing',
      label: 'Back to billing',
    })
  // The form has no fields; whatever was sent is read (bounded) and ignored.
  const body = await readRouteBody(request, BODY_LIMITS.billingForm)
  if (!body.ok) return refuseBody(body.problem, BODY_LIMITS.billingForm)
  const settings = getSettings()
  const stripe = stripeFor(settings)
  if (!stripe) return seeOther('/billing?error=unavailable')
  try {
    const url = await portalUrl(payload, stripe, Number(user.id), `${settings.appUrl}/billing`)
    return seeOther(url ?? '/billing?error=no-purchases')
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: `Opening the billing portal for user ${user.id} failed`,
    })
    return seeOther('/billing?error=unavailable')
  }
})
