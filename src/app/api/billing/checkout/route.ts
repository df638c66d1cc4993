import { welcomePath } from '@/lib/auth/authPaths'
import { billingFormRoute, billingPageFor } from '@/lib/billing/billingFormRoute'
import { isCheckoutRefused, startCheckout } from '@/lib/billing/checkout'
import { checkoutReturnPath } from '@/lib/billing/checkoutReturn'
import { seeOther } from '@/lib/http/refusals'

/**
 * The plan slug and the page to come back to from the bounded form body; an unreadable form is an
 * unknown plan, and a return address off this site is ignored (back to /billing).
 */
async function readCheckoutForm(request: Request, bytes: Uint8Array<ArrayBuffer>) {
  const form = await new Response(bytes, {
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  })
    .formData()
    .catch(() => null)
  const plan = form?.get('plan')
  return {
    plan: typeof plan === 'string' ? plan : '',
    returnTo: checkoutReturnPath(form?.get('returnTo')),
  }
}

/**
 * POST form `plan=<slug>` (and optionally `returnTo=<path on this site>`) from /pricing → 303 to
 * Stripe Checkout. Signed-in customers who have
 * confirmed age and terms only; everyone else is sent to do that first and brought back.
 */
export const POST = billingFormRoute(
  '/pricing',
  {
    what: 'checkout attempts',
    log: 'Starting checkout failed',
    unconfirmed: (request) => seeOther(welcomePath(billingPageFor('/pricing', request))),
    knownErrors: (error) =>
      isCheckoutRefused(error)
        ? seeOther(
            error.code === 'already-subscribed'
              ? '/billing?notice=already-subscribed'
              : '/pricing?error=unknown-plan',
          )
        : undefined,
  },
  async ({ request, payload, user, body, stripe, settings }) => {
    const { plan, returnTo } = await readCheckoutForm(request, body)
    return seeOther(await startCheckout(payload, stripe, settings, user, plan, returnTo))
  },
)
