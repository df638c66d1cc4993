import { sameOriginPathOrNull } from '@/lib/http/safeRedirect'

/** A page that started a purchase may ask to come back to it: a path on this site only (anyone can post the form). */
export function checkoutReturnPath(value: unknown): string | null {
  const path = sameOriginPathOrNull(value)
  if (!path) return null
  // Stripe's own parameters are added below; a fragment would swallow them.
  return path.split('#')[0]!
}

/** `path` on `appUrl` with `checkout=<outcome>`, as an absolute address Stripe can send people to. */
function backTo(appUrl: string, path: string, outcome: 'success' | 'cancelled'): string {
  const url = new URL(path, appUrl)
  url.searchParams.delete('session_id')
  url.searchParams.set('checkout', outcome)
  return url.href
}

/** Stripe Checkout's success and cancel addresses for a purchase started from `returnTo` (or not). */
export function checkoutReturnUrls(
  appUrl: string,
  returnTo: string | null,
): { success_url: string; cancel_url: string } {
  // Stripe fills in {CHECKOUT_SESSION_ID} itself; it must reach Stripe unencoded.
  const withSession = (url: string) => `${url}&session_id={CHECKOUT_SESSION_ID}`
  return {
    success_url: withSession(backTo(appUrl, returnTo ?? '/billing', 'success')),
    cancel_url: backTo(appUrl, returnTo ?? '/pricing', 'cancelled'),
  }
}
