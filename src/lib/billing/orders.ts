import { createHash } from 'node:crypto'

export const ORDER_KINDS = ['pack', 'subscription_period'] as const
export type OrderKind = (typeof ORDER_KINDS)[number]

export const ORDER_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
}

/** Paid so far and refunded so far → the status a customer sees. */
export const statusAfterRefund = (amount: number, amountRefunded: number): OrderStatus =>
  amountRefunded <= 0 ? 'paid' : amountRefunded >= amount ? 'refunded' : 'partially_refunded'

/** Amounts in cents; refundedNow is Stripe's running total (charge.amount_refunded). */
type RefundedOrder = {
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

// Crockford's base 32: no I, L, O or U, so a number read out over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** "RW-7K3M-9Q2T-XH4D", from the Stripe payment: a retried webhook never gives one payment two numbers. */
export function orderNumber(paymentKey: string): string {
  const digest = createHash('sha256').update(paymentKey).digest()
  const chars = Array.from({ length: 12 }, (_, i) => ALPHABET[digest[i]! % 32]).join('')
  return `RW-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`
}
