import { z } from 'zod'
import { invalidParam } from '../apiError'
import { cancelSubscriptionNow, setCancelAtPeriodEnd } from '../flows/subscriptionLifecycle'
import { bool, mergeMetadata, metadata, oneOf, parseParams } from '../params'
import { given, listRoute, retrieveRoute, route, type Route } from '../router'
import { mustGet } from '../state'
import { emitChanges } from '../changes'

const cancellationDetails = z
  .strictObject({
    comment: z.string().optional(),
    feedback: oneOf([
      'customer_service',
      'low_quality',
      'missing_features',
      'other',
      'switched_service',
      'too_complex',
      'too_expensive',
      'unused',
    ] as const).optional(),
  })
  .optional()

const updateParams = z.strictObject({
  cancel_at_period_end: bool.optional(),
  cancellation_details: cancellationDetails,
  description: z.string().optional(),
  metadata: metadata.optional(),
})

const statuses = [
  'active',
  'past_due',
  'canceled',
  'all',
  'ended',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'unpaid',
  'paused',
] as const

export const subscriptionRoutes: Route[] = [
  listRoute(
    '/v1/subscriptions',
    {
      customer: z.string().optional(),
      price: z.string().optional(),
      status: oneOf(statuses).optional(),
    },
    (core, p) =>
      [...core.state.subscriptions.values()].filter(
        (sub) =>
          given(p.customer, sub.customer) &&
          (p.price === undefined || sub.items.data.some((item) => item.price.id === p.price)) &&
          // Without a status filter Stripe leaves out canceled subscriptions.
          (p.status === 'all'
            ? true
            : p.status === undefined
              ? sub.status !== 'canceled'
              : p.status === 'ended'
                ? sub.status === 'canceled'
                : sub.status === p.status),
      ),
  ),
  retrieveRoute('/v1/subscriptions/:id', 'subscription', (s) => s.subscriptions),
  route('POST', '/v1/subscriptions/:id', ({ core, params, pathParams, request }) => {
    const sub = mustGet(core.state.subscriptions, 'subscription', pathParams.id)
    const p = parseParams(updateParams, params)
    if (
      sub.status === 'canceled' &&
      (p.cancel_at_period_end !== undefined || p.description !== undefined)
    ) {
      throw invalidParam(
        undefined,
        'A canceled subscription can only update its cancellation_details and metadata.',
      )
    }
    const before = structuredClone(sub)
    if (p.cancellation_details) {
      sub.cancellation_details = {
        ...sub.cancellation_details,
        comment: p.cancellation_details.comment ?? sub.cancellation_details.comment,
        feedback: p.cancellation_details.feedback ?? sub.cancellation_details.feedback,
      }
    }
    if (p.description !== undefined) sub.description = p.description || null
    sub.metadata = mergeMetadata(sub.metadata, p.metadata)
    if (
      p.cancel_at_period_end !== undefined &&
      p.cancel_at_period_end !== sub.cancel_at_period_end
    ) {
      setCancelAtPeriodEnd(core, sub, p.cancel_at_period_end, request, before)
    } else {
      emitChanges(core, 'customer.subscription.updated', before, sub, request)
    }
    return sub
  }),
  route('DELETE', '/v1/subscriptions/:id', ({ core, params, pathParams, request }) => {
    const sub = mustGet(core.state.subscriptions, 'subscription', pathParams.id)
    const p = parseParams(
      z.strictObject({
        cancellation_details: cancellationDetails,
        invoice_now: bool.optional(),
        prorate: bool.optional(),
      }),
      params,
    )
    if (sub.status === 'canceled')
      throw invalidParam(undefined, `The subscription ${sub.id} has already been canceled.`)
    return cancelSubscriptionNow(core, sub, request, p.cancellation_details)
  }),
]
