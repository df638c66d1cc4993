export type RefundedOrder = {
  /** Credits the order granted. */
  credits: number
  /** What the order cost, in cents. */
  amount: number
  /** Refunded before this refund, in cents. */
  refundedBefore: number
  /** Refunded in all, this refund included, in cents (Stripe's charge.amount_refunded). */
  refundedNow: number
  /** The customer's balance now. */
  balance: number
}

const shareOf = (credits: number, amount: number, refunded: number) =>
  amount > 0 ? Math.floor((credits * Math.min(Math.max(refunded, 0), amount)) / amount) : 0

/**
 * Credits a refund takes back, as the refund policy states: the refunded share of the order's
 * credits (all of them for a full refund; rounded down, in the customer's favour, for a partial
 * one), but never more than the balance holds: credits already spent are not taken back and a
 * balance never goes below zero.
 */
export function creditsToRemove(order: RefundedOrder): number {
  const due =
    shareOf(order.credits, order.amount, order.refundedNow) -
    shareOf(order.credits, order.amount, order.refundedBefore)
  return Math.max(0, Math.min(due, Math.max(order.balance, 0)))
}
