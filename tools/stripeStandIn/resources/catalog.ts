import { z } from 'zod'
import { invalidParam, StripeApiError } from '../apiError'
import type { Core } from '../core'
import { newId, nowSeconds } from '../ids'
import { initialMetadata, nonNegativeInt, oneOf, positiveInt } from '../params'
import { mustGet } from '../state'
import type { PriceObject, ProductObject } from '../types'
import type { EventRequest } from '../webhooks'

/** Builders shared by the product and price routes and by Checkout's `price_data`. */
type ProductInput = {
  id?: string
  name: string
  active?: boolean
  description?: string
  metadata?: Record<string, string>
  url?: string
  statement_descriptor?: string
  unit_label?: string
  images?: string[]
}

export function createProduct(
  core: Core,
  input: ProductInput,
  request: EventRequest,
): ProductObject {
  if (input.id && core.state.products.has(input.id)) {
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      code: 'resource_already_exists',
      param: 'id',
      message: 'Product already exists.',
    })
  }
  const now = nowSeconds()
  const product: ProductObject = {
    id: input.id || newId('prod', 14),
    object: 'product',
    active: input.active ?? true,
    created: now,
    default_price: null,
    description: input.description || null,
    images: input.images ?? [],
    livemode: false,
    marketing_features: [],
    metadata: input.metadata ?? {},
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: input.statement_descriptor || null,
    tax_code: null,
    type: 'service',
    unit_label: input.unit_label || null,
    updated: now,
    url: input.url || null,
  }
  core.state.products.set(product.id, product)
  core.webhooks.emit('product.created', product, { request })
  return product
}

/** A new price's product: an existing one (`param` names the id), or one made from `product_data`. */
export function productFor(
  core: Core,
  id: string | undefined,
  data: (Omit<ProductInput, 'metadata'> & { metadata?: '' | Record<string, string> }) | undefined,
  param: string,
  request: EventRequest,
): string {
  if (id) return mustGet(core.state.products, 'product', id, param).id
  // The callers have refused a request with neither.
  return createProduct(core, { ...data!, metadata: initialMetadata(data!.metadata) }, request).id
}

export const interval = oneOf(['day', 'week', 'month', 'year'] as const)
export const recurringParams = z.strictObject({ interval, interval_count: positiveInt.optional() })
export const taxBehavior = oneOf(['exclusive', 'inclusive', 'unspecified'] as const)

export const priceDataParams = {
  currency: z.string(),
  unit_amount: nonNegativeInt,
  recurring: recurringParams.optional(),
  tax_behavior: taxBehavior.optional(),
}

type PriceInput = {
  currency: string
  unit_amount: number
  product: string
  recurring?: z.output<typeof recurringParams>
  tax_behavior?: PriceObject['tax_behavior']
  active?: boolean
  lookup_key?: string
  transfer_lookup_key?: boolean
  nickname?: string
  metadata?: Record<string, string>
}

export function claimLookupKey(
  core: Core,
  key: string,
  transfer: boolean | undefined,
  exceptId: string | null,
) {
  const holder = [...core.state.prices.values()].find(
    (p) => p.lookup_key === key && p.id !== exceptId,
  )
  if (!holder) return
  if (!transfer)
    throw invalidParam('lookup_key', `A price (\`${holder.id}\`) already uses that lookup key.`)
  holder.lookup_key = null
}

export function createPrice(core: Core, input: PriceInput, request: EventRequest): PriceObject {
  if (input.lookup_key) claimLookupKey(core, input.lookup_key, input.transfer_lookup_key, null)
  const price: PriceObject = {
    id: newId('price'),
    object: 'price',
    active: input.active ?? true,
    billing_scheme: 'per_unit',
    created: nowSeconds(),
    currency: input.currency.toLowerCase(),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookup_key ?? null,
    metadata: input.metadata ?? {},
    nickname: input.nickname ?? null,
    product: input.product,
    recurring: input.recurring
      ? {
          interval: input.recurring.interval,
          interval_count: input.recurring.interval_count ?? 1,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: input.tax_behavior ?? 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: input.recurring ? 'recurring' : 'one_time',
    unit_amount: input.unit_amount,
    unit_amount_decimal: String(input.unit_amount),
  }
  core.state.prices.set(price.id, price)
  core.webhooks.emit('price.created', price, { request })
  return price
}
