import type { CheckoutOutcome } from '@/lib/billing/checkoutOutcome'
import { creditsAddedLabel } from '@/lib/credits/creditsLabel'

/** Back on the form from checkout: what happened to the payment, and that the form is as it was. */
export function CheckoutReturnNotice({
  outcome,
  cancelled,
}: {
  outcome: CheckoutOutcome | null
  cancelled: boolean
}) {
  const text = cancelled
    ? 'Checkout was cancelled; nothing was charged. Your redesign is as you left it.'
    : outcome?.state === 'fulfilled'
      ? `Thank you! Order ${outcome.order.number} is paid and ${creditsAddedLabel(outcome.order.credits)} to your balance. Your redesign is as you left it.`
      : outcome
        ? 'Thank you! Stripe is confirming your payment; your credits appear within a minute. Reload this page to see them.'
        : null
  if (!text) return null
  return (
    <p
      role="status"
      className="mt-6 rounded-xl border border-sage/30 bg-sage-light px-4 py-3 font-semibold text-sage"
    >
      {text}
    </p>
  )
}
