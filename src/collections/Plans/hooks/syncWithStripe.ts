import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { stripeFor } from '@/lib/billing/stripe'
import { syncPlanPrice, syncPlanProduct, type PlanForStripe } from '@/lib/billing/stripePlan'
import { getSettings } from '@/lib/env'

/** Stripe failure refuses the save; context.freshPrice forces a new price. */
export const syncWithStripe: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  context,
  req,
}) => {
  const stripe = stripeFor(getSettings())
  if (!stripe) return data
  const plan = { ...originalDoc, ...data } as PlanForStripe
  const previous = operation === 'update' && !context.freshPrice ? originalDoc : undefined
  try {
    data.stripeID = await syncPlanProduct(stripe, plan)
    data.stripePriceId = await syncPlanPrice(stripe, { ...plan, stripeID: data.stripeID }, previous)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Syncing plan "${plan.slug}" with Stripe failed` })
    const reason = error instanceof Error ? error.message : String(error)
    throw new APIError(
      `Stripe could not be updated for this plan, so nothing was saved: ${reason}`,
      502,
      undefined,
      true,
    )
  }
  return data
}
