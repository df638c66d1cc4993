import { Link } from '@/components/site/Link'
import { SupportEmail } from '@/components/site/SupportEmail'
import { notFound } from 'next/navigation'

import { requireUser } from '@/lib/auth/currentUser'
import { ORDER_STATUS_LABELS } from '@/lib/billing/orders'
import { formatPrice } from '@/lib/billing/plans'
import { creditsLabel } from '@/lib/credits/creditsLabel'
import { parseId } from '@/lib/http/parseId'
import { receiptRows } from '@/lib/billing/receiptEmail'
import { payloadClient } from '@/lib/payload/client'
import { findDoc } from '@/lib/payload/findDoc'
import { idOf } from '@/lib/payload/idOf'
import { getSiteSettings } from '@/lib/site/getSiteSettings'
import { BackLink } from '@/components/site/BackLink'

export const metadata = { title: 'Receipt', robots: { index: false } }

type Props = { params: Promise<{ id: string }> }

export default async function ReceiptPage({ params }: Props) {
  // Checked before sign-in: a non-id is no order, whoever asks.
  const id = parseId((await params).id)
  if (id === null) notFound()
  const user = await requireUser(`/billing/orders/${id}`)
  const payload = await payloadClient()
  const order = await findDoc(payload, user, { collection: 'orders', id })
  if (!order) notFound()
  const site = await getSiteSettings()
  // Not the viewer when an admin opens it; none once the customer left.
  const customerId = idOf(order.customer)
  const customer =
    customerId === user.id
      ? user
      : customerId && (await findDoc(payload, 'server', { collection: 'users', id: customerId }))
  const refunded = `${formatPrice(order.amountRefunded, order.currency)} (${creditsLabel(order.creditsRemoved)} removed)`
  const rows: [string, string][] = [
    ...receiptRows(order),
    ['Status', ORDER_STATUS_LABELS[order.status]],
    ...(order.amountRefunded > 0 ? [['Refunded', refunded] as [string, string]] : []),
    ['Billed to', customer ? customer.email : 'A deleted account'],
  ]
  return (
    <div className="container-page max-w-2xl pt-12">
      <BackLink href="/billing">Billing</BackLink>
      <h1 className="mt-4 text-4xl font-semibold">Receipt</h1>
      <p className="mt-2 text-muted">{site.name} · paid by card through Stripe</p>
      <dl className="mt-8 grid grid-cols-[auto_1fr] gap-x-8 gap-y-3 rounded-2xl border border-linen bg-white p-6 text-lg">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {order.receiptUrl ? (
        <p className="mt-6">
          <a href={order.receiptUrl} className="underline" rel="noopener noreferrer">
            Stripe&apos;s receipt for this payment
          </a>
        </p>
      ) : null}
      <p className="mt-6 text-sm text-muted">
        Questions about this order? Write to <SupportEmail /> with the order number; see the{' '}
        <Link href="/pages/refund-policy" className="underline">
          refund policy
        </Link>
        .
      </p>
    </div>
  )
}
