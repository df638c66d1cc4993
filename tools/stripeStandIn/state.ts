import { invalidParam, resourceMissing } from './apiError'
import type {
  ApiList,
  ChargeObject,
  CheckoutSessionRecord,
  CustomerObject,
  EventObject,
  InvoiceObject,
  InvoicePaymentObject,
  PaymentIntentObject,
  PaymentMethodObject,
  PortalSessionObject,
  PriceObject,
  ProductObject,
  RefundObject,
  SubscriptionObject,
} from './types'

/** Everything the stand-in knows, in memory. Maps keep insertion order, which lists rely on. */
export class StandInState {
  readonly products = new Map<string, ProductObject>()
  readonly prices = new Map<string, PriceObject>()
  readonly customers = new Map<string, CustomerObject>()
  readonly paymentMethods = new Map<string, PaymentMethodObject>()
  readonly portalSessions = new Map<string, PortalSessionObject>()
  /** Ids of deleted customers: Stripe still answers for them, with `deleted: true`. */
  readonly deletedCustomers = new Set<string>()
  readonly paymentIntents = new Map<string, PaymentIntentObject>()
  readonly charges = new Map<string, ChargeObject>()
  readonly refunds = new Map<string, RefundObject>()
  readonly subscriptions = new Map<string, SubscriptionObject>()
  readonly invoices = new Map<string, InvoiceObject>()
  /** Not Stripe objects: each session with what its hosted page and completion need besides. */
  readonly checkoutSessions: Map<string, CheckoutSessionRecord> = new Map()
  readonly invoicePayments = new Map<string, InvoicePaymentObject>()
  readonly events = new Map<string, EventObject>()

  /** Any stored object by id, for `expand[]` (a checkout session's record holds the session). */
  findAny(id: string): Record<string, unknown> | undefined {
    if (id.startsWith('cs_')) return this.checkoutSessions.get(id)?.session
    for (const store of Object.values(this)) {
      const found: unknown = store instanceof Map ? store.get(id) : undefined
      if (found) return found as Record<string, unknown>
    }
    return undefined
  }
}

/**
 * Looks an id up in one map or throws Stripe's resource_missing error. `param` names the request
 * parameter that referred to it ('id' when it came from the URL path).
 */
export function mustGet<T>(map: Map<string, T>, objectName: string, id: string, param = 'id'): T {
  const found = map.get(id)
  if (!found) throw resourceMissing(objectName, id, param)
  return found
}

export type Page = { limit?: number; starting_after?: string; ending_before?: string }

/** Stripe's cursor pagination over newest-first results. */
export function paginate<T extends { id: string }>(
  items: T[],
  page: Page,
  url: string,
): ApiList<T> {
  const newestFirst = [...items].reverse()
  const limit = page.limit ?? 10
  if (page.starting_after && page.ending_before) {
    throw invalidParam(
      'ending_before',
      'You may only specify one of these parameters: ending_before, starting_after.',
    )
  }
  if (page.starting_after) {
    const at = newestFirst.findIndex((item) => item.id === page.starting_after)
    if (at === -1) throw resourceMissing('object', page.starting_after, 'starting_after')
    const rest = newestFirst.slice(at + 1)
    return { object: 'list', data: rest.slice(0, limit), has_more: rest.length > limit, url }
  }
  if (page.ending_before) {
    const at = newestFirst.findIndex((item) => item.id === page.ending_before)
    if (at === -1) throw resourceMissing('object', page.ending_before, 'ending_before')
    const before = newestFirst.slice(0, at)
    return {
      object: 'list',
      data: before.slice(Math.max(0, before.length - limit)),
      has_more: before.length > limit,
      url,
    }
  }
  return {
    object: 'list',
    data: newestFirst.slice(0, limit),
    has_more: newestFirst.length > limit,
    url,
  }
}
