/** Amounts in cents; refundedNow is Stripe's running total (charge.amount_refunded). */
export type RefundedOrder = {
  credits: number
  amount: number
  refundedBefore: number
  refundedNow: number
  balance: number
}

const shareOf = (credits: number, amount: number, refunded: number) =>
  amount > 0 ? Math.floor((credits * Math.min(Math.max(refunded, 0), amount)) / amount) : 0

/** The refund policy: the refunded share of the credits (rounded down), never more than the balance holds. */
export function creditsToRemove(order: RefundedOrder): number {
  const due =
    shareOf(order.credits, order.amount, order.refundedNow) -
    shareOf(order.credits, order.amount, order.refundedBefore)
  return Math.max(0, Math.min(due, Math.max(order.balance, 0)))
}
