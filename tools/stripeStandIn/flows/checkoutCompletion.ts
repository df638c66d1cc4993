import { NO_REQUEST, type Core } from '../core'
import { nowSeconds } from '../ids'
import { expireSession } from '../resources/checkoutSessions'
import { createCustomer } from '../resources/customers'
import {
  cardProblem,
  createPaymentMethod,
  takePayment,
  type CardInput,
} from '../resources/payments'
import { mustGet } from '../state'
import type { CheckoutSessionRecord } from '../types'
import { collectInvoice, draftInvoice } from './invoicing'
import { buildSubscription } from './subscriptionLifecycle'

export type PayInput = { email?: string; name?: string; card: CardInput }
export type PayOutcome = { ok: true; redirectUrl: string | null } | { ok: false; message: string }

export const successUrlFor = (record: CheckoutSessionRecord) =>
  record.session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', record.session.id) ?? null

/** The email the hosted page must collect, or the one it already has. */
export function knownEmail(core: Core, record: CheckoutSessionRecord): string | null {
  const { session } = record
  if (session.customer) return core.state.customers.get(session.customer)?.email ?? null
  return session.customer_email
}

/** An open session past its expires_at expires the moment anyone looks, as on Stripe. */
export function expireIfDue(core: Core, record: CheckoutSessionRecord) {
  if (record.session.status === 'open' && record.session.expires_at <= nowSeconds())
    expireSession(core, record)
}

/**
 * What pressing "Pay" on the hosted page does: takes the payment (payment mode) or starts the
 * subscription and pays its first invoice (subscription mode), completes the session and sends
 * `checkout.session.completed` last. A declined card changes nothing.
 */
export function completeCheckout(core: Core, sessionId: string, input: PayInput): PayOutcome {
  const record = mustGet(core.state.checkoutSessions, 'checkout.session', sessionId)
  const { session } = record
  expireIfDue(core, record)
  if (session.status === 'complete') return { ok: true, redirectUrl: successUrlFor(record) }
  if (session.status === 'expired')
    return { ok: false, message: 'This Checkout Session is no longer active.' }
  const email = knownEmail(core, record) ?? input.email?.trim() ?? ''
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return { ok: false, message: 'Your email address is incomplete or invalid.' }
  const problem = cardProblem(input.card)
  if (problem) return { ok: false, message: problem }

  const name = input.name?.trim() || null
  let customerId = session.customer
  if (!customerId && (session.mode === 'subscription' || session.customer_creation === 'always')) {
    customerId = createCustomer(core, { email, name }, NO_REQUEST).id
  }
  const paymentMethod = createPaymentMethod(core, {
    card: input.card,
    customer: customerId,
    email,
    name,
  })

  if (session.mode === 'payment') {
    const { intent } = takePayment(
      core,
      {
        amount: session.amount_total,
        currency: session.currency,
        customer: customerId,
        description: record.paymentIntentData.description,
        metadata: record.paymentIntentData.metadata,
        receiptEmail: record.paymentIntentData.receipt_email,
        paymentMethod,
      },
      NO_REQUEST,
    )
    session.payment_intent = intent.id
  } else {
    const sub = buildSubscription(core, {
      customer: customerId as string,
      items: record.lineItems.map((line) => ({ price: line.price, quantity: line.quantity })),
      metadata: record.subscriptionData.metadata,
      description: record.subscriptionData.description,
      paymentMethod: paymentMethod.id,
    })
    const invoice = draftInvoice(core, sub, 'subscription_create', {
      start: sub.start_date,
      end: sub.start_date,
    })
    core.webhooks.emit('customer.subscription.created', sub, { request: NO_REQUEST })
    collectInvoice(core, invoice, NO_REQUEST)
    session.subscription = sub.id
    session.invoice = invoice.id
  }
  session.customer = customerId
  session.customer_details = {
    address: null,
    business_name: null,
    email,
    individual_name: null,
    name,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  }
  session.status = 'complete'
  session.payment_status = 'paid'
  session.url = null
  core.webhooks.emit('checkout.session.completed', session, { request: NO_REQUEST })
  return { ok: true, redirectUrl: successUrlFor(record) }
}
