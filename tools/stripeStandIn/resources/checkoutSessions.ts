import { z } from 'zod'
import { invalidParam, StripeApiError } from '../apiError'
import type { Core } from '../core'
import { NO_REQUEST } from '../core'
import { nowSeconds, randomToken } from '../ids'
import {
  bool,
  email,
  initialMetadata,
  int,
  listParams,
  metadata,
  oneOf,
  parseParams,
} from '../params'
import { given, listRoute, route, type Route } from '../router'
import { mustGet, paginate } from '../state'
import type { CheckoutSessionObject, CheckoutSessionRecord } from '../types'
import { liveCustomer } from './customers'
import { lineItem, resolveLineItems } from './checkoutLineItems'

const DAY = 86_400

const url = z.string().superRefine((raw, ctx) => {
  if (!URL.canParse(raw))
    ctx.addIssue({ code: 'custom', message: 'Not a valid URL', params: { code: 'url_invalid' } })
})

const createParams = z.strictObject({
  mode: oneOf(['payment', 'setup', 'subscription'] as const),
  line_items: z.array(lineItem).optional(),
  customer: z.string().optional(),
  customer_email: email.optional(),
  customer_creation: oneOf(['always', 'if_required'] as const).optional(),
  success_url: url.optional(),
  cancel_url: url.optional(),
  client_reference_id: z.string().max(200).optional(),
  metadata: metadata.optional(),
  subscription_data: z
    .strictObject({ metadata: metadata.optional(), description: z.string().optional() })
    .optional(),
  payment_intent_data: z
    .strictObject({
      metadata: metadata.optional(),
      description: z.string().optional(),
      receipt_email: email.optional(),
    })
    .optional(),
  allow_promotion_codes: bool.optional(),
  automatic_tax: z.strictObject({ enabled: bool }).optional(),
  billing_address_collection: oneOf(['auto', 'required'] as const).optional(),
  customer_update: z
    .strictObject({
      address: oneOf(['auto', 'never'] as const).optional(),
      name: oneOf(['auto', 'never'] as const).optional(),
    })
    .optional(),
  expires_at: int.optional(),
  invoice_creation: z.strictObject({ enabled: bool }).optional(),
  locale: z.string().optional(),
  payment_method_types: z.array(z.string()).optional(),
  submit_type: oneOf(['auto', 'book', 'donate', 'pay', 'subscribe'] as const).optional(),
  ui_mode: oneOf(['elements', 'embedded_page', 'form', 'hosted_page'] as const).optional(),
})

/** The stand-in serves only Stripe-hosted pages; say so plainly rather than pretend. */
const unsupported = (param: string, what: string) =>
  new StripeApiError(400, {
    type: 'invalid_request_error',
    param,
    message: `The Stripe stand-in does not support ${what}.`,
  })

function createSession(core: Core, params: z.output<typeof createParams>): CheckoutSessionRecord {
  const p = params
  if (p.mode === 'setup') throw unsupported('mode', '`setup` mode')
  if (p.ui_mode && p.ui_mode !== 'hosted_page')
    throw unsupported('ui_mode', `ui_mode \`${p.ui_mode}\``)
  if (p.invoice_creation?.enabled)
    throw unsupported('invoice_creation', 'invoices for one-time payments')
  if (p.customer && p.customer_email)
    throw invalidParam(
      'customer_email',
      'You may only specify one of these parameters: customer, customer_email.',
    )
  if (p.mode !== 'payment' && p.customer_creation)
    throw invalidParam(
      'customer_creation',
      '`customer_creation` can only be used in `payment` mode.',
    )
  if (p.mode !== 'subscription' && p.subscription_data)
    throw invalidParam(
      'subscription_data',
      `You can not pass \`subscription_data\` in \`${p.mode}\` mode.`,
    )
  if (p.mode !== 'payment' && p.payment_intent_data)
    throw invalidParam(
      'payment_intent_data',
      `You can not pass \`payment_intent_data\` in \`${p.mode}\` mode.`,
    )
  const customer = p.customer ? liveCustomer(core, p.customer, 'customer') : null
  if (!p.line_items?.length)
    throw invalidParam('line_items', 'Missing required param: line_items.', 'parameter_missing')
  const lineItems = resolveLineItems(core, p.mode, p.line_items)
  const now = nowSeconds()
  if (p.expires_at !== undefined && (p.expires_at < now + 30 * 60 || p.expires_at > now + DAY)) {
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
    )
  }
  const currency = lineItems[0].currency
  const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0)
  if (currency === 'usd' && total < 50) {
    throw invalidParam(
      'line_items',
      "The Checkout Session's total amount due must add up to at least $0.50 usd",
      'amount_too_small',
    )
  }
  const id = `cs_test_${randomToken(58)}`
  const session: CheckoutSessionObject = {
    id,
    object: 'checkout.session',
    allow_promotion_codes: p.allow_promotion_codes ?? null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: {
      enabled: p.automatic_tax?.enabled ?? false,
      liability: null,
      provider: null,
      status: null,
    },
    billing_address_collection: p.billing_address_collection ?? null,
    cancel_url: p.cancel_url ?? null,
    client_reference_id: p.client_reference_id ?? null,
    client_secret: null,
    created: now,
    currency,
    customer: customer?.id ?? null,
    customer_creation:
      p.mode === 'payment' ? (p.customer_creation ?? (customer ? null : 'if_required')) : null,
    customer_details: null,
    customer_email: p.customer_email || null,
    expires_at: p.expires_at ?? now + DAY,
    invoice: null,
    livemode: false,
    locale: p.locale ?? null,
    metadata: initialMetadata(p.metadata),
    mode: p.mode,
    payment_intent: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    status: 'open',
    submit_type: p.submit_type ?? null,
    subscription: null,
    success_url: p.success_url ?? null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: `${core.config.baseUrl}/pay/${id}`,
  }
  const record: CheckoutSessionRecord = {
    session,
    lineItems,
    subscriptionData: {
      metadata: initialMetadata(p.subscription_data?.metadata),
      description: p.subscription_data?.description ?? null,
    },
    paymentIntentData: {
      metadata: initialMetadata(p.payment_intent_data?.metadata),
      description: p.payment_intent_data?.description ?? null,
      receipt_email: p.payment_intent_data?.receipt_email || null,
    },
  }
  core.state.checkoutSessions.set(id, record)
  return record
}

/** Open → expired, with `checkout.session.expired`; also used when a session outlives expires_at. */
export function expireSession(core: Core, record: CheckoutSessionRecord, request = NO_REQUEST) {
  const session = record.session
  if (session.status !== 'open') {
    throw invalidParam(
      undefined,
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
    )
  }
  session.status = 'expired'
  session.url = null
  core.webhooks.emit('checkout.session.expired', session, { request })
  return session
}

const sessionRecord = (core: Core, id: string) =>
  mustGet(core.state.checkoutSessions, 'checkout.session', id)

export const checkoutRoutes: Route[] = [
  route(
    'POST',
    '/v1/checkout/sessions',
    ({ core, params }) => createSession(core, parseParams(createParams, params)).session,
  ),
  listRoute(
    '/v1/checkout/sessions',
    {
      customer: z.string().optional(),
      payment_intent: z.string().optional(),
      subscription: z.string().optional(),
      status: oneOf(['open', 'complete', 'expired'] as const).optional(),
    },
    (core, p) =>
      [...core.state.checkoutSessions.values()]
        .map((r) => r.session)
        .filter(
          (s) =>
            given(p.customer, s.customer) &&
            given(p.payment_intent, s.payment_intent) &&
            given(p.subscription, s.subscription) &&
            given(p.status, s.status),
        ),
  ),
  route('GET', '/v1/checkout/sessions/:id', ({ core, params, pathParams }) => {
    parseParams(z.strictObject({}), params)
    return sessionRecord(core, pathParams.id).session
  }),
  route('GET', '/v1/checkout/sessions/:id/line_items', ({ core, params, pathParams }) => {
    const record = sessionRecord(core, pathParams.id)
    const p = parseParams(z.strictObject(listParams), params)
    return paginate(
      [...record.lineItems].reverse(),
      p,
      `/v1/checkout/sessions/${record.session.id}/line_items`,
    )
  }),
  route('POST', '/v1/checkout/sessions/:id/expire', ({ core, pathParams, request }) =>
    expireSession(core, sessionRecord(core, pathParams.id), request),
  ),
]
