import { z } from 'zod'
import { invalidParam } from '../apiError'
import { changedFields } from '../changes'
import { bool, initialMetadata, mergeMetadata, metadata, oneOf, parseParams } from '../params'
import { given, listRoute, retrieveRoute, route, type Route } from '../router'
import { mustGet } from '../state'
import {
  claimLookupKey,
  createPrice,
  interval,
  priceDataParams,
  productFor,
  taxBehavior,
} from './catalog'

/** What both creating and updating a price may set. */
const editable = {
  active: bool.optional(),
  lookup_key: z.string().optional(),
  transfer_lookup_key: bool.optional(),
  nickname: z.string().optional(),
  metadata: metadata.optional(),
}

const createParams = z.strictObject({
  ...priceDataParams,
  product: z.string().optional(),
  product_data: z
    .strictObject({ name: z.string(), active: bool.optional(), metadata: metadata.optional() })
    .optional(),
  ...editable,
})

const updateParams = z.strictObject({ ...editable, tax_behavior: taxBehavior.optional() })

const listFilters = {
  active: bool.optional(),
  product: z.string().optional(),
  type: oneOf(['one_time', 'recurring'] as const).optional(),
  currency: z.string().optional(),
  lookup_keys: z.array(z.string()).optional(),
  recurring: z.strictObject({ interval: interval.optional() }).optional(),
}

export const priceRoutes: Route[] = [
  route('POST', '/v1/prices', ({ core, params, request }) => {
    const p = parseParams(createParams, params)
    if (!p.product && !p.product_data)
      throw invalidParam('product', 'Missing required param: product.', 'parameter_missing')
    if (p.product && p.product_data)
      throw invalidParam(
        'product_data',
        'You may only specify one of these parameters: product, product_data.',
      )
    const productId = productFor(core, p.product, p.product_data, 'product', request)
    return createPrice(
      core,
      { ...p, product: productId, metadata: initialMetadata(p.metadata) },
      request,
    )
  }),
  listRoute('/v1/prices', listFilters, (core, p) =>
    [...core.state.prices.values()].filter(
      (price) =>
        given(p.active, price.active) &&
        given(p.product, price.product) &&
        given(p.type, price.type) &&
        given(p.currency?.toLowerCase(), price.currency) &&
        (p.lookup_keys === undefined ||
          (price.lookup_key !== null && p.lookup_keys.includes(price.lookup_key))) &&
        given(p.recurring?.interval, price.recurring?.interval),
    ),
  ),
  retrieveRoute('/v1/prices/:id', 'price', (s) => s.prices),
  route('POST', '/v1/prices/:id', ({ core, params, pathParams, request }) => {
    const price = mustGet(core.state.prices, 'price', pathParams.id)
    const p = parseParams(updateParams, params)
    const before = structuredClone(price)
    if (p.lookup_key !== undefined) {
      if (p.lookup_key) claimLookupKey(core, p.lookup_key, p.transfer_lookup_key, price.id)
      price.lookup_key = p.lookup_key || null
    }
    if (p.active !== undefined) price.active = p.active
    if (p.nickname !== undefined) price.nickname = p.nickname || null
    if (p.tax_behavior !== undefined) price.tax_behavior = p.tax_behavior
    price.metadata = mergeMetadata(price.metadata, p.metadata)
    core.webhooks.emit('price.updated', price, {
      previousAttributes: changedFields(before, price),
      request,
    })
    return price
  }),
]
