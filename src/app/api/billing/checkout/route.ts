import { CheckoutRefused, startCheckout } from '@/lib/billing/checkout'
import { stripeFor } from '@/lib/billing/stripe'
import { getSettings } from '@/lib/env'
import { isSameOrigin, jsonError } from '@/lib/http/jsonError'
import { seeOther } from '@/lib/http/seeOther'
import { payloadClient } from '@/lib/payload/client'
import type { User } from '@/payload-types'

/**
 * POST form `plan=<slug>` from /pricing → 303 to Stripe Checkout. Signed-in customers who have
 * confirmed age and terms only; everyone else is sent to do that first and brought back.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'This request did not come from Roomwise.')
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return seeOther(`/sign-in?callbackUrl=${encodeURIComponent('/pricing')}`)
  if (!(user as User).ageTermsConfirmedAt) return seeOther(`/welcome?next=${encodeURIComponent('/pricing')}`)

  const settings = getSettings()
  const stripe = stripeFor(settings)
  if (!stripe) return seeOther('/pricing?error=unavailable')
  const form = await request.formData().catch(() => null)
  const plan = form?.get('plan')
  try {
    return seeOther(await startCheckout(payload, stripe, settings, user as User, typeof plan === 'string' ? plan : ''))
  } catch (error) {
    if (error instanceof CheckoutRefused) return seeOther(error.code === 'already-subscribed' ? '/billing?notice=already-subscribed' : '/pricing?error=unknown-plan')
    payload.logger.error({ err: error, msg: `Starting checkout for user ${user.id} failed` })
    return seeOther('/pricing?error=unavailable')
  }
}
