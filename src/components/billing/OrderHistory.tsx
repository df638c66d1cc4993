import Link from 'next/link'

import { ORDER_STATUS_LABELS } from '@/lib/billing/orders'
import { formatPrice } from '@/lib/billing/plans'
import { orderItem } from '@/lib/billing/receiptEmail'
import type { Order } from '@/payload-types'
import { billingDate } from './billingDate'

const COLUMNS = ['Order', 'Date', 'Item', 'Amount', 'Credits', 'Status']

/** Every order, newest first, each with its receipt. */
export function OrderHistory({ orders }: { orders: Order[] }) {
  if (orders.length === 0) {
    return (
      <p className="mt-4 text-muted">
        No orders yet.{' '}
        <Link href="/pricing" className="underline">
          See the plans
        </Link>
        .
      </p>
    )
  }
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl border border-linen bg-white">
      <table className="w-full text-left">
        <caption className="sr-only">Your orders, newest first</caption>
        <thead className="border-b border-linen text-sm text-muted">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Receipt</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-b border-linen last:border-0">
              <th scope="row" className="px-4 py-3 font-mono text-sm font-normal">
                {order.number}
              </th>
              <td className="px-4 py-3">{billingDate(order.paidAt, 'short')}</td>
              <td className="px-4 py-3">{orderItem(order)}</td>
              <td className="px-4 py-3">{formatPrice(order.amount, order.currency)}</td>
              <td className="px-4 py-3">
                {order.credits}
                {order.creditsRemoved > 0 ? (
                  <span className="text-muted"> ({order.creditsRemoved} removed by refund)</span>
                ) : null}
              </td>
              <td className="px-4 py-3">{ORDER_STATUS_LABELS[order.status]}</td>
              <td className="px-4 py-3">
                <Link
                  href={`/billing/orders/${order.id}`}
                  className="underline"
                  aria-label={`Receipt for order ${order.number}`}
                >
                  Receipt
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
