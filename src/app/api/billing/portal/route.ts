import { portalUrl } from '@/lib/billing/portal'
import { stripeFor } from '@/lib/billing/stripe'
import { getSettings } from '@/lib/env'
import { isSameOrigin, jsonError } from '@/lib/http/jsonError'
import { seeOther } from '@/lib/http/seeOther'
import { payloadClient } from '@/lib/payload/client'

/** POST from /billing → 303 to Stripe's customer portal (card, invoices, cancel the plan). */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'This request did not come from Roomwise.')
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return seeOther(`/sign-in?callbackUrl=${encodeURIComponent('/billing')}`)
  const settings = getSettings()
  const stripe = stripeFor(settings)
  if (!stripe) return seeOther('/billing?error=unavailable')
  try {
    const url = await portalUrl(payload, stripe, Number(user.id), `${settings.appUrl}/billing`)
    return seeOther(url ?? '/billing?error=no-purchases')
  } catch (error) {
    payload.logger.error({ err: error, msg: `Opening the billing portal for user ${user.id} failed` })
    return seeOther('/billing?error=unavailable')
  }
}
