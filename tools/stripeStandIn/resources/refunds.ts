import { z } from 'zod'
import { invalidParam } from '../apiError'
import type { Core } from '../core'
import { newId, nowSeconds } from '../ids'
import { initialMetadata, metadata, oneOf, parseParams, positiveInt } from '../params'
import { listByFields, retrieveRoute, route, type Route } from '../router'
import { mustGet } from '../state'
import type { RefundObject } from '../types'
import type { EventRequest } from '../webhooks'
import { changedFields } from '../changes'

const money = (amount: number) => `$${(amount / 100).toFixed(2)}`

export type RefundInput = {
  payment_intent?: string
  charge?: string
  amount?: number
  reason?: RefundObject['reason']
  metadata?: Record<string, string>
}

/** Refunds all or part of a charge; sends `refund.created` and `charge.refunded`. */
export function createRefund(core: Core, input: RefundInput, request: EventRequest): RefundObject {
  if (!input.payment_intent && !input.charge) {
    throw invalidParam(
      undefined,
      'One of the following params should be provided for this request: payment_intent or charge.',
    )
  }
  const charge = input.charge
    ? mustGet(core.state.charges, 'charge', input.charge, 'charge')
    : mustGet(
        core.state.charges,
        'charge',
        mustGet(
          core.state.paymentIntents,
          'payment_intent',
          input.payment_intent!,
          'payment_intent',
        ).latest_charge ?? '',
        'payment_intent',
      )
  if (input.payment_intent && charge.payment_intent !== input.payment_intent) {
    throw invalidParam(
      'charge',
      `Charge ${charge.id} does not belong to PaymentIntent ${input.payment_intent}.`,
    )
  }
  if (charge.status !== 'succeeded') {
    throw invalidParam(
      'charge',
      `This charge (${charge.id}) did not succeed and cannot be refunded.`,
    )
  }
  const remaining = charge.amount - charge.amount_refunded
  if (remaining === 0) {
    throw invalidParam(
      'charge',
      `Charge ${charge.id} has already been refunded.`,
      'charge_already_refunded',
    )
  }
  const amount = input.amount ?? remaining
  if (amount > remaining) {
    throw invalidParam(
      'amount',
      `Refund amount (${money(amount)}) is greater than unrefunded amount on charge (${money(remaining)})`,
    )
  }
  const refund: RefundObject = {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: newId('txn'),
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    metadata: input.metadata ?? {},
    payment_intent: charge.payment_intent,
    reason: input.reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  }
  core.state.refunds.set(refund.id, refund)
  const before = structuredClone(charge)
  charge.amount_refunded += amount
  charge.refunded = charge.amount_refunded === charge.amount
  core.webhooks.emit('refund.created', refund, { request })
  core.webhooks.emit('charge.refunded', charge, {
    previousAttributes: changedFields(before, charge),
    request,
  })
  return refund
}

const createParams = z.strictObject({
  payment_intent: z.string().optional(),
  charge: z.string().optional(),
  amount: positiveInt.optional(),
  reason: oneOf(['duplicate', 'fraudulent', 'requested_by_customer'] as const).optional(),
  metadata: metadata.optional(),
})

export const refundRoutes: Route[] = [
  route('POST', '/v1/refunds', ({ core, params, request }) => {
    const p = parseParams(createParams, params)
    return createRefund(core, { ...p, metadata: initialMetadata(p.metadata) }, request)
  }),
  listByFields('/v1/refunds', 'refunds', ['charge', 'payment_intent']),
  retrieveRoute('/v1/refunds/:id', 'refund', (s) => s.refunds),
]
