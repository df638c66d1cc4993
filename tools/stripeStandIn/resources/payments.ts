import type { Core } from '../core'
import { newId, nowSeconds, randomToken } from '../ids'
import { listByFields, retrieveRoute, type Route } from '../router'
import type {
  CardDetails,
  ChargeObject,
  LastPaymentError,
  PaymentIntentObject,
  PaymentMethodObject,
} from '../types'
import type { EventRequest } from '../webhooks'

/** Stripe's test card numbers; any other number is refused on the hosted page. */
const TEST_CARDS: Record<
  string,
  { brand: string; decline?: { decline_code: string; message: string } }
> = {
  '4242424242424242': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '4000000000000002': {
    brand: 'visa',
    decline: { decline_code: 'generic_decline', message: 'Your card was declined.' },
  },
  '4000000000009995': {
    brand: 'visa',
    decline: { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
}

export type CardInput = { number: string; expMonth: number; expYear: number }

/** Why a card would be refused, or null when it pays. */
export function cardProblem(card: CardInput): string | null {
  const known = TEST_CARDS[card.number.replace(/\s+/g, '')]
  if (!known)
    return 'Your card number is invalid. Use a Stripe test card such as 4242 4242 4242 4242.'
  return known.decline?.message ?? null
}

export function declineFor(card: CardInput): LastPaymentError {
  const decline = TEST_CARDS[card.number.replace(/\s+/g, '')]?.decline
  return decline ? { type: 'card_error', code: 'card_declined', ...decline } : null
}

export function cardDetails(card: CardInput): CardDetails {
  const digits = card.number.replace(/\s+/g, '')
  const brand = TEST_CARDS[digits]?.brand ?? 'visa'
  return {
    brand,
    country: 'US',
    exp_month: card.expMonth,
    exp_year: card.expYear,
    funding: 'credit',
    last4: digits.slice(-4),
  }
}

export function createPaymentMethod(
  core: Core,
  input: { card: CardInput; customer: string | null; email: string | null; name: string | null },
): PaymentMethodObject {
  const details = cardDetails(input.card)
  const method: PaymentMethodObject = {
    id: newId('pm'),
    object: 'payment_method',
    billing_details: {
      address: null,
      email: input.email,
      name: input.name,
      phone: null,
      tax_id: null,
    },
    card: {
      ...details,
      checks: null,
      display_brand: details.brand,
      fingerprint: randomToken(16),
      generated_from: null,
      networks: null,
      regulated_status: null,
      three_d_secure_usage: null,
      wallet: null,
    },
    created: nowSeconds(),
    customer: input.customer,
    livemode: false,
    metadata: {},
    type: 'card',
  }
  core.state.paymentMethods.set(method.id, method)
  if (method.customer) core.webhooks.emit('payment_method.attached', method)
  return method
}

export type ChargeInput = {
  amount: number
  currency: string
  customer: string | null
  description: string | null
  metadata: Record<string, string>
  receiptEmail: string | null
  paymentMethod: PaymentMethodObject
}

/**
 * Takes a payment with a card: a PaymentIntent and its Charge, succeeded unless `decline` is
 * given, with the events Stripe sends for each.
 */
export function takePayment(
  core: Core,
  input: ChargeInput,
  request: EventRequest,
  decline: LastPaymentError = null,
) {
  const now = nowSeconds()
  const intentId = newId('pi')
  const { brand, country, exp_month, exp_year, funding, last4 } = input.paymentMethod.card
  const charge: ChargeObject = {
    id: newId('ch'),
    object: 'charge',
    amount: input.amount,
    amount_captured: decline ? 0 : input.amount,
    amount_refunded: 0,
    balance_transaction: decline ? null : newId('txn'),
    billing_details: input.paymentMethod.billing_details,
    calculated_statement_descriptor: core.config.businessName.toUpperCase().slice(0, 22),
    captured: !decline,
    created: now,
    currency: input.currency,
    customer: input.customer,
    description: input.description,
    disputed: false,
    failure_code: decline ? decline.code : null,
    failure_message: decline ? decline.message : null,
    fraud_details: {},
    livemode: false,
    metadata: input.metadata,
    outcome: decline
      ? {
          network_status: 'declined_by_network',
          reason: decline.decline_code,
          risk_level: 'normal',
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        }
      : {
          network_status: 'approved_by_network',
          reason: null,
          risk_level: 'normal',
          seller_message: 'Payment complete.',
          type: 'authorized',
        },
    paid: !decline,
    payment_intent: intentId,
    payment_method: input.paymentMethod.id,
    payment_method_details: {
      type: 'card',
      card: { brand, country, exp_month, exp_year, funding, last4 },
    },
    receipt_email: input.receiptEmail,
    receipt_url: '',
    refunded: false,
    status: decline ? 'failed' : 'succeeded',
  }
  charge.receipt_url = `${core.config.baseUrl}/receipts/${charge.id}`
  const intent: PaymentIntentObject = {
    id: intentId,
    object: 'payment_intent',
    amount: input.amount,
    amount_capturable: 0,
    amount_received: decline ? 0 : input.amount,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${intentId}_secret_${randomToken(25)}`,
    confirmation_method: 'automatic',
    created: now,
    currency: input.currency,
    customer: input.customer,
    description: input.description,
    last_payment_error: decline,
    latest_charge: charge.id,
    livemode: false,
    metadata: input.metadata,
    next_action: null,
    payment_method: decline ? null : input.paymentMethod.id,
    payment_method_types: ['card'],
    receipt_email: input.receiptEmail,
    status: decline ? 'requires_payment_method' : 'succeeded',
  }
  core.state.charges.set(charge.id, charge)
  core.state.paymentIntents.set(intent.id, intent)
  core.webhooks.emit(
    'payment_intent.created',
    { ...intent, status: 'requires_payment_method', latest_charge: null, amount_received: 0 },
    { request },
  )
  core.webhooks.emit(decline ? 'charge.failed' : 'charge.succeeded', charge, { request })
  core.webhooks.emit(
    decline ? 'payment_intent.payment_failed' : 'payment_intent.succeeded',
    intent,
    { request },
  )
  return { intent, charge }
}

export const paymentRoutes: Route[] = [
  listByFields('/v1/payment_intents', 'paymentIntents', ['customer']),
  retrieveRoute('/v1/payment_intents/:id', 'payment_intent', (s) => s.paymentIntents),
  listByFields('/v1/charges', 'charges', ['customer', 'payment_intent']),
  retrieveRoute('/v1/charges/:id', 'charge', (s) => s.charges),
  retrieveRoute('/v1/payment_methods/:id', 'payment_method', (s) => s.paymentMethods),
]
