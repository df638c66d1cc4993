import { z } from 'zod'

import { invalidParam, StripeApiError } from '../apiError'
import type { Core } from '../core'
import { NO_REQUEST } from '../core'
import { newId } from '../ids'
import { mustGet } from '../state'
import type { CheckoutLineItem, PriceObject } from '../types'
import { int, metadata, oneOf } from '../params'
import { createPrice, productFor } from './catalog'

/** One entry of a Checkout Session's `line_items`, as Stripe's API takes it. */
export const lineItem = z.strictObject({
  price: z.string().optional(),
  price_data: z
    .strictObject({
      currency: z.string(),
      unit_amount: int,
      product: z.string().optional(),
      product_data: z
        .strictObject({
          name: z.string(),
          description: z.string().optional(),
          metadata: metadata.optional(),
        })
        .optional(),
      recurring: z
        .strictObject({
          interval: oneOf(['day', 'week', 'month', 'year'] as const),
          interval_count: int.optional(),
        })
        .optional(),
      tax_behavior: oneOf(['exclusive', 'inclusive', 'unspecified'] as const).optional(),
    })
    .optional(),
  quantity: int.optional(),
})
export type LineItemParam = z.output<typeof lineItem>

/** `price_data` makes a one-off price (and product), as Stripe does behind the scenes. */
function inlinePrice(
  core: Core,
  data: NonNullable<LineItemParam['price_data']>,
  param: string,
): PriceObject {
  if (!data.product && !data.product_data)
    throw invalidParam(
      `${param}[product_data]`,
      `Missing required param: ${param}[product_data].`,
      'parameter_missing',
    )
  const productId = productFor(
    core,
    data.product,
    data.product_data,
    `${param}[product]`,
    NO_REQUEST,
  )
  const price = createPrice(
    core,
    {
      currency: data.currency,
      unit_amount: data.unit_amount,
      product: productId,
      recurring: data.recurring,
      tax_behavior: data.tax_behavior,
    },
    NO_REQUEST,
  )
  price.active = false
  return price
}

/** Checks each `line_items[i]` against the session's mode and turns it into Checkout's line item. */
export function resolveLineItems(
  core: Core,
  mode: 'payment' | 'subscription',
  items: LineItemParam[],
): CheckoutLineItem[] {
  const resolved = items.map((item, i) => {
    const param = `line_items[${i}]`
    if (item.price && item.price_data)
      throw invalidParam(
        `${param}[price_data]`,
        `You may only specify one of these parameters: price, price_data.`,
      )
    if (!item.price && !item.price_data)
      throw invalidParam(
        `${param}[price]`,
        `Missing required param: ${param}[price].`,
        'parameter_missing',
      )
    if (item.quantity === undefined)
      throw invalidParam(
        `${param}[quantity]`,
        `Quantity is required. Add \`quantity\` to \`${param}\``,
        'parameter_missing',
      )
    if (item.quantity < 1)
      throw invalidParam(`${param}[quantity]`, 'This value must be greater than or equal to 1.')
    const price = item.price
      ? mustGet(core.state.prices, 'price', item.price, `${param}[price]`)
      : inlinePrice(core, item.price_data!, `${param}[price_data]`)
    if (item.price && !price.active)
      throw invalidParam(
        `${param}[price]`,
        `The price specified is inactive. This field only accepts active prices.`,
      )
    if (mode === 'payment' && price.type === 'recurring') {
      throw invalidParam(
        `${param}[price]`,
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      )
    }
    if (mode === 'subscription' && price.type === 'one_time') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        param: `${param}[price]`,
        message: 'The Stripe stand-in does not support one-time prices in `subscription` mode.',
      })
    }
    const product = core.state.products.get(price.product)
    const amount = price.unit_amount * item.quantity
    const line: CheckoutLineItem = {
      id: newId('li'),
      object: 'item',
      adjustable_quantity: null,
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: price.currency,
      description: product?.name ?? null,
      metadata: {},
      price: structuredClone(price),
      quantity: item.quantity,
    }
    return line
  })
  if (new Set(resolved.map((l) => l.currency)).size > 1) {
    throw invalidParam('line_items', 'All line items must share one currency.')
  }
  if (mode === 'subscription') {
    const intervals = new Set(
      resolved.map((l) => `${l.price.recurring?.interval}/${l.price.recurring?.interval_count}`),
    )
    if (intervals.size > 1)
      throw invalidParam(
        'line_items',
        'Checkout does not support multiple prices with different billing intervals.',
      )
  }
  return resolved
}
