import { welcomePath } from '@/lib/auth/authPaths'
import { billingFormRoute, billingPageFor } from '@/lib/billing/billingFormRoute'
import { isCheckoutRefused, startCheckout } from '@/lib/billing/checkout'
import { checkoutReturnPath } from '@/lib/billing/checkoutReturn'
import { seeOther } from '@/lib/http/refusals'
import { formBody } from '@/lib/http/routeBody'

/** The plan slug and page to come back to; an unreadable form is an unknown plan, an off-site return ignored. */
async function readCheckoutForm(request: Request, bytes: Uint8Array<ArrayBuffer>) {
  const form = await formBody(request, bytes)
  const plan = form?.get('plan')
  return {
    plan: typeof plan === 'string' ? plan : '',
    returnTo: checkoutReturnPath(form?.get('returnTo')),
  }
}

/** POST `plan=<slug>` (optional `returnTo`) from /pricing → 303 to Stripe Checkout, for confirmed customers only. */
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
