import { z } from 'zod'
import { invalidParam } from '../apiError'
import type { Core } from '../core'
import { newId, nowSeconds, randomToken } from '../ids'
import { email, initialMetadata, listParams, mergeMetadata, metadata, parseParams } from '../params'
import { listByFields, route, type Route } from '../router'
import { mustGet } from '../state'
import type { CustomerObject } from '../types'
import type { EventRequest } from '../webhooks'
import { cancelSubscriptionNow } from '../flows/subscriptionLifecycle'
import { emitChanges } from '../changes'

const fields = {
  email: email.optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  phone: z.string().optional(),
  metadata: metadata.optional(),
  preferred_locales: z.array(z.string()).optional(),
}

export function createCustomer(
  core: Core,
  input: {
    email?: string | null
    name?: string | null
    description?: string | null
    phone?: string | null
    metadata?: Record<string, string>
    preferred_locales?: string[]
  },
  request: EventRequest,
): CustomerObject {
  const customer: CustomerObject = {
    id: newId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: input.description || null,
    discount: null,
    email: input.email || null,
    invoice_prefix: randomToken(8).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: input.metadata ?? {},
    name: input.name || null,
    next_invoice_sequence: 1,
    phone: input.phone || null,
    preferred_locales: input.preferred_locales ?? [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  }
  core.state.customers.set(customer.id, customer)
  core.webhooks.emit('customer.created', customer, { request })
  return customer
}

/** A live customer, or resource_missing (a deleted one counts as missing when referenced). */
export function liveCustomer(core: Core, id: string, param = 'id'): CustomerObject {
  return mustGet(core.state.customers, 'customer', id, param)
}

/** Stripe's search language, the subset a credits product needs: `email:'a@b.c' AND metadata['k']:'v'`. */
function matchesQuery(customer: CustomerObject, query: string): boolean {
  const clauses = query.split(/\s+AND\s+/i)
  return clauses.every((clause) => {
    const match = /^(email|name|phone|metadata\['([^']+)'\]):['"](.*)['"]$/.exec(clause.trim())
    if (!match)
      throw invalidParam(
        'query',
        `Invalid search query: ${query}. The stand-in understands field:'value' clauses joined by AND.`,
      )
    const [, field, metaKey, value] = match
    if (metaKey) return customer.metadata[metaKey] === value
    return customer[field as 'email' | 'name' | 'phone'] === value
  })
}

export const customerRoutes: Route[] = [
  route('POST', '/v1/customers', ({ core, params, request }) => {
    const p = parseParams(z.strictObject(fields), params)
    return createCustomer(core, { ...p, metadata: initialMetadata(p.metadata) }, request)
  }),
  route('GET', '/v1/customers/search', ({ core, params }) => {
    const p = parseParams(
      z.strictObject({ query: z.string(), limit: listParams.limit, page: z.string().optional() }),
      params,
    )
    const found = [...core.state.customers.values()]
      .filter((c) => matchesQuery(c, p.query))
      .reverse()
    // Real search is eventually consistent (about a minute behind); the stand-in answers at once.
    return {
      object: 'search_result',
      data: found.slice(0, p.limit ?? 10),
      has_more: found.length > (p.limit ?? 10),
      next_page: null,
      url: '/v1/customers/search',
    }
  }),
  listByFields('/v1/customers', 'customers', ['email']),
  route('GET', '/v1/customers/:id', ({ core, params, pathParams }) => {
    parseParams(z.strictObject({}), params)
    if (core.state.deletedCustomers.has(pathParams.id))
      return { id: pathParams.id, object: 'customer', deleted: true }
    return liveCustomer(core, pathParams.id)
  }),
  route('POST', '/v1/customers/:id', ({ core, params, pathParams, request }) => {
    const customer = liveCustomer(core, pathParams.id)
    const p = parseParams(z.strictObject(fields), params)
    const before = structuredClone(customer)
    if (p.email !== undefined) customer.email = p.email || null
    if (p.name !== undefined) customer.name = p.name || null
    if (p.description !== undefined) customer.description = p.description || null
    if (p.phone !== undefined) customer.phone = p.phone || null
    if (p.preferred_locales !== undefined) customer.preferred_locales = p.preferred_locales
    customer.metadata = mergeMetadata(customer.metadata, p.metadata)
    emitChanges(core, 'customer.updated', before, customer, request)
    return customer
  }),
  route('DELETE', '/v1/customers/:id', ({ core, params, pathParams, request }) => {
    parseParams(z.strictObject({}), params)
    const customer = liveCustomer(core, pathParams.id)
    // Deleting a customer ends their subscriptions at once, as Stripe does.
    for (const sub of core.state.subscriptions.values()) {
      if (sub.customer === customer.id && sub.status !== 'canceled')
        cancelSubscriptionNow(core, sub, request)
    }
    core.state.customers.delete(customer.id)
    core.state.deletedCustomers.add(customer.id)
    core.webhooks.emit('customer.deleted', customer, { request })
    return { id: customer.id, object: 'customer', deleted: true }
  }),
]
