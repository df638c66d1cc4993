import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
} from 'payload'

import { pluginReachesStripe, stripeFor } from '@/lib/billing/stripe'
import { syncPlanToStripe, type PlanForStripe } from '@/lib/billing/syncPlanToStripe'
import { getSettings } from '@/lib/env'

/**
 * Runs before the Stripe plugin's own hooks (they are appended after the collection's). Setting
 * skipSync makes the plugin skip its Stripe calls: its client cannot reach a stand-in, and a save
 * that only records ids we got from Stripe (context.stripeSynced) needs no sync at all.
 */
export const keepPluginOffStripe: CollectionBeforeValidateHook = ({ data, context }) => {
  if (data && (context.stripeSynced || !pluginReachesStripe(getSettings()))) data.skipSync = true
  return data
}

/**
 * Creates or rotates the plan's Stripe price (and, when the plugin cannot, its product) with our
 * own client, which can be pointed at a stand-in. A Stripe failure refuses the save, so a plan
 * never states a price that Stripe would not charge.
 */
export const syncPriceWithStripe: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  context,
  req,
}) => {
  const settings = getSettings()
  // Under NODE_ENV=test the plugin writes the placeholder id "test" even when told to skip.
  if (data.stripeID === 'test' && !pluginReachesStripe(settings))
    data.stripeID = originalDoc?.stripeID ?? null
  const stripe = stripeFor(settings)
  if (context.stripeSynced || !stripe) return data
  const plan = { ...originalDoc, ...data } as PlanForStripe
  try {
    const ids = await syncPlanToStripe(stripe, plan, {
      manageProduct: !pluginReachesStripe(settings),
      previous: operation === 'update' ? (originalDoc as PlanForStripe) : undefined,
    })
    data.stripeID = ids.stripeID
    data.stripePriceId = ids.stripePriceId
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Syncing plan "${plan.slug}" with Stripe failed` })
    throw new APIError(
      `Stripe could not be updated for this plan, so nothing was saved: ${error instanceof Error ? error.message : String(error)}`,
      502,
      undefined,
      true,
    )
  }
  return data
}
