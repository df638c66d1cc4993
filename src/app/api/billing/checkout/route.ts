import { CheckoutRefused, startCheckout } from '@/lib/billing/checkout'
import { stripeFor } from '@/lib/billing/stripe'
import { getSettings } from '@/lib/env'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { seeOther } from '@/lib/http/seeOther'
import { withCustomer } from '@/lib/http/withCustomer'

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
export const POST = withCustomer(
  {
    signedOut: () => seeOther(`/sign-in?callbackUrl=${encodeURIComponent('/pricing')}`),
    unconfirmed: () => seeOther(`/welcome?next=${encodeURIComponent('/pricing')}`),
    rateLimit: {
      rule: 'checkout',
      what: 'checkout attempts',
      back: { href: '/pricing', label: 'Back to pricing' },
    },
    body: { maxBytes: BODY_LIMITS.billingForm },
    knownErrors: (error) =>
      error instanceof CheckoutRefused
        ? seeOther(
            error.code === 'already-subscribed'
              ? '/billing?notice=already-subscribed'
              : '/pricing?error=unknown-plan',
          )
        : undefined,
    failure: {
      log: 'Starting checkout failed',
      answer: () => seeOther('/pricing?error=unavailable'),
    },
  },
  async ({ request, payload, user, body }) => {
    const settings = getSettings()
    const stripe = stripeFor(settings)
    if (!stripe) return seeOther('/pricing?error=unavailable')
    return seeOther(
      await startCheckout(payload, stripe, settings, user, await planOf(request, body)),
    )
  },
)
