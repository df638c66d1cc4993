import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'

import { stripeFor } from '@/lib/billing/stripe'
import { productExists, syncPlanPrice, type PlanForStripe } from '@/lib/billing/syncPlanPrice'
import { getSettings } from '@/lib/env'

/** A Stripe failure refuses the save, so a plan never states a price Stripe would not charge. */
async function refuseOnStripeFailure<T>(
  req: PayloadRequest,
  plan: PlanForStripe,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work()
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Syncing plan "${plan.slug}" with Stripe failed` })
    throw new APIError(
      `Stripe could not be updated for this plan, so nothing was saved: ${error instanceof Error ? error.message : String(error)}`,
      502,
      undefined,
      true,
    )
  }
}

type SaveArgs = {
  data?: Record<string, unknown>
  originalDoc?: unknown
  context: Record<string, unknown>
}

/**
 * The Stripe client and the plan as this save leaves it, or null when there is nothing to sync:
 * payments are off, or the save only records ids Stripe just gave us (context.stripeSynced).
 */
function planToSync({ data, originalDoc, context }: SaveArgs) {
  const stripe = stripeFor(getSettings())
  if (!stripe || !data || context.stripeSynced) return null
  return { stripe, plan: { ...(originalDoc as object), ...data } as PlanForStripe }
}

/**
 * Runs before the Stripe plugin's hooks (a collection's own hooks come first). The plugin takes the
 * product id from the incoming data alone, and creates a product when there is none: an update
 * that does not carry the id (a REST PATCH) is given the plan's product, and a plan whose product
 * Stripe does not have (another account, a restarted stand-in, saved while payments were off)
 * none, with the fields the plugin copies into the new one.
 */
export const handProductToPlugin: CollectionBeforeValidateHook = async (args) => {
  const sync = planToSync(args)
  if (!sync || args.operation !== 'update') return args.data
  const { stripe, plan } = sync
  const { stripeID } = plan
  if (
    stripeID &&
    (await refuseOnStripeFailure(args.req, plan, () => productExists(stripe, stripeID)))
  )
    return { ...args.data, stripeID }
  return { ...args.data, stripeID: null, name: plan.name, blurb: plan.blurb, slug: plan.slug }
}

/**
 * Creates or rotates the plan's Stripe price; the plugin, whose hook runs after this one, renames
 * the product. context.freshPrice asks for a new price whatever changed (checkout found the old one
 * gone or changed).
 */
export const syncPriceWithStripe: CollectionBeforeChangeHook = async (args) => {
  const { data, originalDoc, operation, context, req } = args
  if (context.stripeSynced) data.skipSync = true // nor does the plugin need to sync the product
  const sync = planToSync(args)
  if (!sync) return data
  const previous = operation === 'update' && !context.freshPrice ? originalDoc : undefined
  data.stripePriceId = await refuseOnStripeFailure(req, sync.plan, () =>
    syncPlanPrice(sync.stripe, sync.plan, previous as PlanForStripe | undefined),
  )
  return data
}
