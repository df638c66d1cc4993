import { z } from 'zod'
import { invalidParam } from '../apiError'
import { changedFields } from '../changes'
import { nowSeconds } from '../ids'
import {
  bool,
  initialMetadata,
  listParams,
  mergeMetadata,
  metadata,
  nonEmpty,
  parseParams,
} from '../params'
import { retrieveRoute, route, type Route } from '../router'
import { mustGet, paginate } from '../state'
import { createPrice, createProduct, priceDataParams } from './catalog'

const common = {
  name: z.string().optional(),
  active: bool.optional(),
  description: z.string().optional(),
  metadata: metadata.optional(),
  url: z.string().optional(),
  statement_descriptor: z.string().optional(),
  unit_label: z.string().optional(),
  images: z.array(z.string()).optional(),
}

const createParams = z.strictObject({
  ...common,
  name: nonEmpty,
  id: z.string().optional(),
  default_price_data: z.strictObject(priceDataParams).optional(),
})

export const productRoutes: Route[] = [
  route('POST', '/v1/products', ({ core, params, request }) => {
    const p = parseParams(createParams, params)
    const product = createProduct(core, { ...p, metadata: initialMetadata(p.metadata) }, request)
    if (p.default_price_data) {
      product.default_price = createPrice(
        core,
        { ...p.default_price_data, product: product.id },
        request,
      ).id
    }
    return product
  }),
  route('GET', '/v1/products', ({ core, params }) => {
    const p = parseParams(
      z.strictObject({
        ...listParams,
        active: bool.optional(),
        ids: z.array(z.string()).optional(),
      }),
      params,
    )
    const all = [...core.state.products.values()].filter(
      (product) =>
        (p.active === undefined || product.active === p.active) &&
        (p.ids === undefined || p.ids.includes(product.id)),
    )
    return paginate(all, p, '/v1/products')
  }),
  retrieveRoute('/v1/products/:id', 'product', (s) => s.products),
  route('POST', '/v1/products/:id', ({ core, params, pathParams, request }) => {
    const product = mustGet(core.state.products, 'product', pathParams.id)
    const p = parseParams(
      z.strictObject({ ...common, default_price: z.string().optional() }),
      params,
    )
    const before = structuredClone(product)
    if (p.default_price !== undefined) {
      if (p.default_price) {
        const price = mustGet(core.state.prices, 'price', p.default_price, 'default_price')
        if (price.product !== product.id)
          throw invalidParam(
            'default_price',
            `The price \`${price.id}\` does not belong to this product.`,
          )
      }
      product.default_price = p.default_price || null
    }
    if (p.name) product.name = p.name
    if (p.active !== undefined) product.active = p.active
    if (p.description !== undefined) product.description = p.description || null
    if (p.url !== undefined) product.url = p.url || null
    if (p.statement_descriptor !== undefined)
      product.statement_descriptor = p.statement_descriptor || null
    if (p.unit_label !== undefined) product.unit_label = p.unit_label || null
    if (p.images !== undefined) product.images = p.images
    product.metadata = mergeMetadata(product.metadata, p.metadata)
    product.updated = nowSeconds()
    core.webhooks.emit('product.updated', product, {
      previousAttributes: changedFields(before, product),
      request,
    })
    return product
  }),
  route('DELETE', '/v1/products/:id', ({ core, pathParams, request }) => {
    const product = mustGet(core.state.products, 'product', pathParams.id)
    if ([...core.state.prices.values()].some((price) => price.product === product.id)) {
      throw invalidParam(
        undefined,
        'This product cannot be deleted because it has one or more user-created prices.',
      )
    }
    core.state.products.delete(product.id)
    core.webhooks.emit('product.deleted', product, { request })
    return { id: product.id, object: 'product', deleted: true }
  }),
]
