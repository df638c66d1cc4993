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
