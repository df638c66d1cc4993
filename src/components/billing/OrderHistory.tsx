import type { ReactNode } from 'react'

import { Link } from '@/components/site/Link'

import { ORDER_STATUS_LABELS } from '@/lib/billing/orders'
import { formatPrice } from '@/lib/billing/plans'
import { orderItem } from '@/lib/billing/receiptEmail'
import type { Order } from '@/payload-types'
import { shortDate } from '@/lib/format/dates'
import { NothingYet } from './CurrentPlan'

const COLUMNS = ['Order', 'Date', 'Item', 'Amount', 'Credits', 'Status', 'Receipt']

// Shown as cards on phones; the explicit roles keep it a table for screen readers there.
export function OrderHistory({ orders }: { orders: Order[] }) {
  if (orders.length === 0) return <NothingYet>No orders yet.</NothingYet>
  return (
    <div className="mt-4 rounded-2xl border border-linen bg-white">
      <table role="table" className="table-cards w-full text-left">
        <caption className="sr-only">Your orders, newest first</caption>
        <thead role="rowgroup" className="border-b border-linen text-sm text-muted">
          <tr role="row">
            {COLUMNS.map((column) => (
              <th key={column} scope="col" role="columnheader" className="px-4 py-3">
                <span className={column === 'Receipt' ? 'sr-only' : undefined}>{column}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {orders.map((order) => (
            <tr role="row" key={order.id} className="border-b border-linen last:border-0">
              <th
                scope="row"
                role="rowheader"
                data-label="Order"
                className="px-4 py-3 font-mono text-sm font-normal"
              >
                {order.number}
              </th>
              <Cell label="Date">{shortDate(order.paidAt)}</Cell>
              <Cell label="Item">{orderItem(order)}</Cell>
              <Cell label="Amount">{formatPrice(order.amount, order.currency)}</Cell>
              <Cell label="Credits">
                {/* One box, so the phone card's two columns hold label and value. */}
                <span>
                  {order.credits}
                  {order.creditsRemoved > 0 ? (
                    <span className="text-muted"> ({order.creditsRemoved} removed by refund)</span>
                  ) : null}
                </span>
              </Cell>
              <Cell label="Status">{ORDER_STATUS_LABELS[order.status]}</Cell>
              <Cell>
                <Link
                  href={`/billing/orders/${order.id}`}
                  className="underline"
                  aria-label={`Receipt for order ${order.number}`}
                >
                  Receipt
                </Link>
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const Cell = ({ label, children }: { label?: string; children: ReactNode }) => (
  <td role="cell" data-label={label} className="px-4 py-3">
    {children}
  </td>
)
