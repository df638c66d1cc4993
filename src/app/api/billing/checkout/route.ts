import { CheckoutRefused, startCheckout } from '@/lib/billing/checkout'
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
import type { User } from '@/payload-types'

/** The plan slug from the bounded form body; an unreadable form is an unknown plan. */
async function planOf(request: Request, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const form = await new Response(bytes, {
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  })
    .formData()
    .catch(() => null)
  const plan = form?.get('plan')
  return typeof plan === 'string' ? plan : ''
}

/**
 * POST form `plan=<slug>` from /pricing → 303 to Stripe Checkout. Signed-in customers who have
 * confirmed age and terms only; everyone else is sent to do that first and brought back.
 */
export const POST = apiRoute(async (request: Request) => {
  if (!isSameOrigin(request)) return jsonError(403, 'This request did not come from Roomwise.')
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return seeOther(`/sign-in?callbackUrl=${encodeURIComponent('/pricing')}`)
  if (!(user as User).ageTermsConfirmedAt)
    return seeOther(`/welcome?next=${encodeURIComponent('/pricing')}`)
  const verdict = await takeRateLimit('checkout', userKey(user.id))
  if (!verdict.ok)
    return tooManyRequestsPage(verdict.retryAfterSeconds, 'checkout attempts', {
      href: '/pricing',
      label: 'Back to pricing',
    })

  const settings = getSettings()
  const stripe = stripeFor(settings)
  if (!stripe) return seeOther('/pricing?error=unavailable')
  const body = await readRouteBody(request, BODY_LIMITS.billingForm)
  if (!body.ok) return refuseBody(body.problem, BODY_LIMITS.billingForm)
  try {
    return seeOther(
      await startCheckout(
        payload,
        stripe,
        settings,
        user as User,
        await planOf(request, body.bytes),
      ),
    )
  } catch (error) {
    if (error instanceof CheckoutRefused)
      return seeOther(
        error.code === 'already-subscribed'
          ? '/billing?notice=already-subscribed'
          : '/pricing?error=unknown-plan',
      )
    payload.logger.error({ err: error, msg: `Starting checkout for user ${user.id} failed` })
    return seeOther('/pricing?error=unavailable')
  }
})
