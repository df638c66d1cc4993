import type { Core } from '../core'
import { newId, nowSeconds } from '../ids'
import { takePayment } from '../resources/payments'
import { mustGet } from '../state'
import type {
  InvoiceLineItemObject,
  InvoiceObject,
  InvoicePaymentObject,
  LastPaymentError,
  PriceObject,
  SubscriptionObject,
} from '../types'
import type { EventRequest } from '../webhooks'

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  )

const per = (price: PriceObject) =>
  price.recurring
    ? price.recurring.interval_count === 1
      ? ` / ${price.recurring.interval}`
      : ` every ${price.recurring.interval_count} ${price.recurring.interval}s`
    : ''

/**
 * A subscription's invoice for the period its items are now in. Stripe dates the invoice itself
 * by the period just billed in arrears: equal start and end for the first invoice, the previous
 * period on renewals; the lines carry the period being paid for.
 */
export function draftInvoice(
  core: Core,
  sub: SubscriptionObject,
  billingReason: InvoiceObject['billing_reason'],
  invoicePeriod: { start: number; end: number },
): InvoiceObject {
  const customer = mustGet(core.state.customers, 'customer', sub.customer)
  const id = newId('in')
  const lines: InvoiceLineItemObject[] = sub.items.data.map((item) => {
    const product = core.state.products.get(item.price.product)
    const amount = item.price.unit_amount * item.quantity
    return {
      id: newId('il'),
      object: 'line_item',
      amount,
      currency: item.price.currency,
      description: `${item.quantity} × ${product?.name ?? item.price.product} (at ${money(item.price.unit_amount, item.price.currency)}${per(item.price)})`,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: id,
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: {
          invoice_item: null,
          proration: false,
          proration_details: { credited_items: null },
          subscription: sub.id,
          subscription_item: item.id,
        },
      },
      period: { start: item.current_period_start, end: item.current_period_end },
      pricing: {
        type: 'price_details',
        price_details: { price: item.price.id, product: item.price.product },
        unit_amount_decimal: item.price.unit_amount_decimal,
      },
      quantity: item.quantity,
      subscription: sub.id,
      subtotal: amount,
      taxes: [],
    }
  })
  const total = lines.reduce((sum, line) => sum + line.amount, 0)
  const now = nowSeconds()
  const invoice: InvoiceObject = {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: core.config.businessName,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    amount_shipping: 0,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    billing_reason: billingReason,
    collection_method: 'charge_automatically',
    created: now,
    currency: sub.currency,
    customer: customer.id,
    customer_email: customer.email,
    customer_name: customer.name,
    description: null,
    discounts: [],
    due_date: null,
    effective_at: now,
    ending_balance: 0,
    hosted_invoice_url: `${core.config.baseUrl}/invoices/${id}`,
    invoice_pdf: null,
    lines: {
      object: 'list',
      data: lines,
      has_more: false,
      total_count: lines.length,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    number: `${customer.invoice_prefix}-${String(customer.next_invoice_sequence++).padStart(4, '0')}`,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { ...sub.metadata }, subscription: sub.id },
    },
    period_end: invoicePeriod.end,
    period_start: invoicePeriod.start,
    starting_balance: 0,
    status: 'draft',
    status_transitions: {
      finalized_at: null,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    subtotal: total,
    subtotal_excluding_tax: total,
    total,
    total_excluding_tax: total,
  }
  core.state.invoices.set(invoice.id, invoice)
  sub.latest_invoice = invoice.id
  return invoice
}

/**
 * Finalizes the invoice and charges the subscription's card, sending the events Stripe sends:
 * invoice.created/finalized, the payment's events, then invoice.paid + invoice.payment_succeeded
 * or invoice.payment_failed.
 */
export function collectInvoice(
  core: Core,
  invoice: InvoiceObject,
  request: EventRequest,
  decline: LastPaymentError = null,
): { paid: boolean } {
  const sub = mustGet(
    core.state.subscriptions,
    'subscription',
    invoice.parent.subscription_details.subscription,
  )
  core.webhooks.emit('invoice.created', invoice, { request })
  const now = nowSeconds()
  invoice.status = 'open'
  invoice.status_transitions.finalized_at = now
  core.webhooks.emit('invoice.finalized', invoice, { request })
  const paymentMethod = mustGet(
    core.state.paymentMethods,
    'payment_method',
    sub.default_payment_method ?? '',
  )
  const { intent } = takePayment(
    core,
    {
      amount: invoice.total,
      currency: invoice.currency,
      customer: invoice.customer,
      description:
        invoice.billing_reason === 'subscription_create'
          ? 'Subscription creation'
          : 'Subscription update',
      metadata: {},
      receiptEmail: null,
      paymentMethod,
    },
    request,
    decline,
  )
  invoice.attempted = true
  invoice.attempt_count += 1
  const payment: InvoicePaymentObject = {
    id: newId('inpay'),
    object: 'invoice_payment',
    amount_paid: decline ? null : invoice.total,
    amount_requested: invoice.total,
    created: now,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: intent.id },
    status: decline ? 'open' : 'paid',
    status_transitions: { canceled_at: null, paid_at: decline ? null : now },
  }
  core.state.invoicePayments.set(payment.id, payment)
  if (decline) {
    core.webhooks.emit('invoice.payment_failed', invoice, { request })
    return { paid: false }
  }
  invoice.status = 'paid'
  invoice.amount_paid = invoice.total
  invoice.amount_remaining = 0
  invoice.status_transitions.paid_at = now
  core.webhooks.emit('invoice.paid', invoice, { request })
  core.webhooks.emit('invoice.payment_succeeded', invoice, { request })
  core.webhooks.emit('invoice_payment.paid', payment, { request })
  return { paid: true }
}
