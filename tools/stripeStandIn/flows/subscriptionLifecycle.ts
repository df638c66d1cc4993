import { NO_REQUEST, type Core } from '../core'
import { newId, nowSeconds } from '../ids'
import { changedFields, emitChanges } from '../changes'
import { mustGet } from '../state'
import type { PriceObject, Recurring, SubscriptionObject } from '../types'
import type { EventRequest } from '../webhooks'
import { collectInvoice, draftInvoice } from './invoicing'

/** Calendar arithmetic as Stripe bills: months keep the day of month, clamped to the month's end. */
export function addInterval(
  start: number,
  recurring: Pick<Recurring, 'interval' | 'interval_count'>,
): number {
  const count = recurring.interval_count
  if (recurring.interval === 'day') return start + count * 86_400
  if (recurring.interval === 'week') return start + count * 7 * 86_400
  const months = recurring.interval === 'year' ? 12 * count : count
  const date = new Date(start * 1000)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return Math.floor(date.getTime() / 1000)
}

type NewSubscription = {
  customer: string
  items: { price: PriceObject; quantity: number }[]
  metadata: Record<string, string>
  description: string | null
  paymentMethod: string
}

/** An active subscription whose first period starts now. Sends no event: callers order them. */
export function buildSubscription(core: Core, input: NewSubscription): SubscriptionObject {
  const now = nowSeconds()
  const id = newId('sub')
  const items = input.items.map(({ price, quantity }) => ({
    id: newId('si', 14),
    object: 'subscription_item' as const,
    created: now,
    current_period_start: now,
    current_period_end: addInterval(
      now,
      price.recurring ?? { interval: 'month', interval_count: 1 },
    ),
    discounts: [] as [],
    metadata: {},
    price: structuredClone(price),
    quantity,
    subscription: id,
    tax_rates: [] as [],
  }))
  const sub: SubscriptionObject = {
    id,
    object: 'subscription',
    billing_cycle_anchor: now,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: input.items[0].price.currency,
    customer: input.customer,
    default_payment_method: input.paymentMethod,
    description: input.description,
    discounts: [],
    ended_at: null,
    items: {
      object: 'list',
      data: items,
      has_more: false,
      total_count: items.length,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: input.metadata,
    start_date: now,
    status: 'active',
    trial_end: null,
    trial_start: null,
  }
  core.state.subscriptions.set(sub.id, sub)
  return sub
}

const periodOf = (sub: SubscriptionObject) => ({
  start: sub.items.data[0].current_period_start,
  end: sub.items.data[0].current_period_end,
})

export type CancellationDetails = { comment?: string; feedback?: string }

/** Ends a subscription and sends `customer.subscription.deleted`. */
export function cancelSubscriptionNow(
  core: Core,
  sub: SubscriptionObject,
  request: EventRequest,
  details: CancellationDetails = {},
  endedAt = nowSeconds(),
) {
  if (sub.status === 'canceled') throw new Error(`Subscription ${sub.id} is already canceled`)
  sub.status = 'canceled'
  sub.canceled_at = sub.canceled_at ?? endedAt
  sub.ended_at = endedAt
  sub.cancellation_details = {
    comment: details.comment ?? sub.cancellation_details.comment,
    feedback: details.feedback ?? sub.cancellation_details.feedback,
    reason: 'cancellation_requested',
  }
  core.webhooks.emit('customer.subscription.deleted', sub, { request })
  return sub
}

/** Sets or clears `cancel_at_period_end`, as the API update and the portal do. */
export function setCancelAtPeriodEnd(
  core: Core,
  sub: SubscriptionObject,
  cancel: boolean,
  request: EventRequest,
  before = structuredClone(sub),
) {
  sub.cancel_at_period_end = cancel
  sub.cancel_at = cancel ? periodOf(sub).end : null
  sub.canceled_at = cancel ? nowSeconds() : null
  sub.cancellation_details = {
    ...sub.cancellation_details,
    reason: cancel ? 'cancellation_requested' : null,
  }
  emitChanges(core, 'customer.subscription.updated', before, sub, request)
  return sub
}

const DECLINE = {
  type: 'card_error' as const,
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
}

/**
 * What Stripe does when a period ends: a subscription set to cancel ends; otherwise its items move
 * to the next period and a `subscription_cycle` invoice is charged (optionally declined, leaving
 * the subscription past_due).
 */
export function renewSubscription(
  core: Core,
  subId: string,
  options: { paymentFails?: boolean } = {},
) {
  const sub = mustGet(core.state.subscriptions, 'subscription', subId)
  if (sub.status === 'canceled')
    throw new Error(`Subscription ${sub.id} is canceled and cannot renew`)
  if (sub.cancel_at_period_end) {
    cancelSubscriptionNow(core, sub, NO_REQUEST, {}, sub.cancel_at ?? nowSeconds())
    return { subscription: sub, invoice: null }
  }
  const before = structuredClone(sub)
  const billed = periodOf(sub)
  for (const item of sub.items.data) {
    item.current_period_start = item.current_period_end
    item.current_period_end = addInterval(
      item.current_period_start,
      item.price.recurring ?? { interval: 'month', interval_count: 1 },
    )
  }
  const invoice = draftInvoice(core, sub, 'subscription_cycle', billed)
  const { paid } = collectInvoice(core, invoice, NO_REQUEST, options.paymentFails ? DECLINE : null)
  sub.status = paid ? 'active' : 'past_due'
  core.webhooks.emit('customer.subscription.updated', sub, {
    previousAttributes: changedFields(before, sub),
    request: NO_REQUEST,
  })
  return { subscription: sub, invoice }
}
