/**
 * Wire shapes of the Stripe objects the stand-in serves, for the API version the stripe v23 client
 * pins (see Stripe.API_VERSION). References are ids; `expand[]` swaps them for objects when served.
 * conformance.ts checks these against the SDK's own types.
 */
export type Metadata = Record<string, string>
export type ApiList<T> = {
  object: 'list'
  data: T[]
  has_more: boolean
  url: string
  total_count?: number
}
type Base<O extends string> = { id: string; object: O; created: number; livemode: false }

export type CustomerObject = Base<'customer'> & {
  address: null
  balance: number
  currency: string | null
  default_source: null
  delinquent: boolean
  description: string | null
  discount: null
  email: string | null
  invoice_prefix: string
  invoice_settings: {
    custom_fields: null
    default_payment_method: string | null
    footer: null
    rendering_options: null
  }
  metadata: Metadata
  name: string | null
  next_invoice_sequence: number
  phone: string | null
  preferred_locales: string[]
  shipping: null
  tax_exempt: 'none'
  test_clock: null
}

export type ProductObject = Base<'product'> & {
  active: boolean
  default_price: string | null
  description: string | null
  images: string[]
  marketing_features: { name: string }[]
  metadata: Metadata
  name: string
  package_dimensions: null
  shippable: null
  statement_descriptor: string | null
  tax_code: null
  type: 'service'
  unit_label: string | null
  updated: number
  url: string | null
}

export type Recurring = {
  interval: 'day' | 'week' | 'month' | 'year'
  interval_count: number
  meter: null
  trial_period_days: null
  usage_type: 'licensed'
}

export type PriceObject = Base<'price'> & {
  active: boolean
  billing_scheme: 'per_unit'
  currency: string
  custom_unit_amount: null
  lookup_key: string | null
  metadata: Metadata
  nickname: string | null
  product: string
  recurring: Recurring | null
  tax_behavior: 'exclusive' | 'inclusive' | 'unspecified'
  tiers_mode: null
  transform_quantity: null
  type: 'one_time' | 'recurring'
  unit_amount: number
  unit_amount_decimal: string
}

export type CheckoutLineItem = {
  id: string
  object: 'item'
  adjustable_quantity: null
  amount_discount: number
  amount_subtotal: number
  amount_tax: number
  amount_total: number
  currency: string
  description: string | null
  metadata: Metadata
  price: PriceObject
  quantity: number
}

export type CustomerDetails = {
  address: null
  business_name: null
  email: string | null
  individual_name: null
  name: string | null
  phone: null
  tax_exempt: 'none'
  tax_ids: []
}

export type CheckoutSessionObject = Base<'checkout.session'> & {
  allow_promotion_codes: boolean | null
  amount_subtotal: number
  amount_total: number
  automatic_tax: { enabled: boolean; liability: null; provider: null; status: null }
  billing_address_collection: 'auto' | 'required' | null
  cancel_url: string | null
  client_reference_id: string | null
  client_secret: null
  currency: string
  customer: string | null
  customer_creation: 'always' | 'if_required' | null
  customer_details: CustomerDetails | null
  customer_email: string | null
  expires_at: number
  invoice: string | null
  locale: string | null
  metadata: Metadata
  mode: 'payment' | 'subscription'
  payment_intent: string | null
  payment_method_types: string[]
  payment_status: 'paid' | 'unpaid' | 'no_payment_required'
  status: 'open' | 'complete' | 'expired'
  submit_type: string | null
  subscription: string | null
  success_url: string | null
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number }
  ui_mode: 'hosted_page'
  url: string | null
}

/** What the stand-in remembers about a session beyond its wire shape. */
export type CheckoutSessionRecord = {
  session: CheckoutSessionObject
  lineItems: CheckoutLineItem[]
  subscriptionData: { metadata: Metadata; description: string | null }
  paymentIntentData: {
    metadata: Metadata
    description: string | null
    receipt_email: string | null
  }
}

export type CardDetails = {
  brand: string
  country: string
  exp_month: number
  exp_year: number
  funding: 'credit'
  last4: string
}

export type PaymentMethodObject = Base<'payment_method'> & {
  billing_details: {
    address: null
    email: string | null
    name: string | null
    phone: null
    tax_id: null
  }
  card: CardDetails & {
    checks: null
    display_brand: string
    fingerprint: string
    generated_from: null
    networks: null
    regulated_status: null
    three_d_secure_usage: null
    wallet: null
  }
  customer: string | null
  metadata: Metadata
  type: 'card'
}

export type LastPaymentError = {
  type: 'card_error'
  code: string
  decline_code: string
  message: string
} | null

export type PaymentIntentObject = Base<'payment_intent'> & {
  amount: number
  amount_capturable: number
  amount_received: number
  canceled_at: null
  cancellation_reason: null
  capture_method: 'automatic_async'
  client_secret: string
  confirmation_method: 'automatic'
  currency: string
  customer: string | null
  description: string | null
  last_payment_error: LastPaymentError
  latest_charge: string | null
  metadata: Metadata
  next_action: null
  payment_method: string | null
  payment_method_types: string[]
  receipt_email: string | null
  status: 'succeeded' | 'requires_payment_method'
}

export type ChargeObject = Base<'charge'> & {
  amount: number
  amount_captured: number
  amount_refunded: number
  balance_transaction: string | null
  billing_details: PaymentMethodObject['billing_details']
  calculated_statement_descriptor: string
  captured: boolean
  currency: string
  customer: string | null
  description: string | null
  disputed: boolean
  failure_code: string | null
  failure_message: string | null
  fraud_details: Record<string, never>
  metadata: Metadata
  outcome: {
    network_status: string
    reason: string | null
    risk_level: 'normal'
    seller_message: string
    type: 'authorized' | 'issuer_declined'
  }
  paid: boolean
  payment_intent: string
  payment_method: string
  payment_method_details: { type: 'card'; card: CardDetails }
  receipt_email: string | null
  receipt_url: string
  refunded: boolean
  status: 'succeeded' | 'failed'
}

export type RefundObject = Omit<Base<'refund'>, 'livemode'> & {
  amount: number
  balance_transaction: string | null
  charge: string
  currency: string
  metadata: Metadata
  payment_intent: string
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null
  receipt_number: null
  source_transfer_reversal: null
  status: 'succeeded'
  transfer_reversal: null
}

export type SubscriptionItemObject = Omit<Base<'subscription_item'>, 'livemode'> & {
  current_period_end: number
  current_period_start: number
  discounts: []
  metadata: Metadata
  price: PriceObject
  quantity: number
  subscription: string
  tax_rates: []
}

export type SubscriptionObject = Base<'subscription'> & {
  billing_cycle_anchor: number
  cancel_at: number | null
  cancel_at_period_end: boolean
  canceled_at: number | null
  cancellation_details: {
    comment: string | null
    feedback: string | null
    reason: 'cancellation_requested' | 'payment_failed' | null
  }
  collection_method: 'charge_automatically'
  currency: string
  customer: string
  default_payment_method: string | null
  description: string | null
  discounts: []
  ended_at: number | null
  items: ApiList<SubscriptionItemObject>
  latest_invoice: string | null
  metadata: Metadata
  start_date: number
  status: 'active' | 'past_due' | 'canceled'
  trial_end: null
  trial_start: null
}

export type InvoiceLineItemObject = {
  id: string
  object: 'line_item'
  amount: number
  currency: string
  description: string
  discount_amounts: []
  discountable: boolean
  discounts: []
  invoice: string
  livemode: false
  metadata: Metadata
  parent: {
    type: 'subscription_item_details'
    invoice_item_details: null
    subscription_item_details: {
      invoice_item: null
      proration: false
      proration_details: { credited_items: null }
      subscription: string
      subscription_item: string
    }
  }
  period: { start: number; end: number }
  pricing: {
    type: 'price_details'
    price_details: { price: string; product: string }
    unit_amount_decimal: string
  }
  quantity: number
  subscription: string
  subtotal: number
  taxes: []
}

export type InvoiceObject = Base<'invoice'> & {
  account_country: string
  account_name: string
  amount_due: number
  amount_overpaid: number
  amount_paid: number
  amount_remaining: number
  amount_shipping: number
  attempt_count: number
  attempted: boolean
  auto_advance: boolean
  billing_reason: 'subscription_create' | 'subscription_cycle'
  collection_method: 'charge_automatically'
  currency: string
  customer: string
  customer_email: string | null
  customer_name: string | null
  description: string | null
  discounts: []
  due_date: null
  effective_at: number
  ending_balance: number
  hosted_invoice_url: string
  invoice_pdf: null
  lines: ApiList<InvoiceLineItemObject>
  metadata: Metadata
  number: string
  parent: {
    type: 'subscription_details'
    quote_details: null
    subscription_details: { metadata: Metadata; subscription: string }
  }
  period_end: number
  period_start: number
  starting_balance: number
  status: 'draft' | 'open' | 'paid'
  status_transitions: {
    finalized_at: number | null
    marked_uncollectible_at: null
    paid_at: number | null
    voided_at: null
  }
  subtotal: number
  subtotal_excluding_tax: number
  total: number
  total_excluding_tax: number
}

export type InvoicePaymentObject = Base<'invoice_payment'> & {
  amount_paid: number | null
  amount_requested: number
  currency: string
  invoice: string
  is_default: boolean
  payment: { type: 'payment_intent'; payment_intent: string }
  status: 'paid' | 'open'
  status_transitions: { canceled_at: null; paid_at: number | null }
}

export type PortalSessionObject = Base<'billing_portal.session'> & {
  configuration: string
  customer: string
  flow: null
  locale: string | null
  on_behalf_of: null
  return_url: string | null
  url: string
}

export type EventObject = {
  id: string
  object: 'event'
  api_version: string
  created: number
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> }
  livemode: false
  pending_webhooks: number
  request: { id: string | null; idempotency_key: string | null }
  type: string
}
