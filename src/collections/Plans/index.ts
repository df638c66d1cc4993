import {
  type Access,
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type TextField,
} from 'payload'

import { hiddenFromEditors, isAdmin, isAdminField, nobody } from '@/access'
import { hasRole } from '@/lib/auth/roles'
import { slugField } from '@/fields/slug'
import { MIN_PLAN_AMOUNT, PLAN_CURRENCIES } from '@/lib/billing/plans'
import { described, labelled, optionsOf } from '@/fields/common'
import { stripeFor } from '@/lib/billing/stripe'
import { syncPlanPrice, syncPlanProduct, type PlanForStripe } from '@/lib/billing/stripePlan'
import { getSettings } from '@/lib/env'

/** Stripe failure refuses the save; context.freshPrice forces a new price. */
const syncWithStripe: CollectionBeforeChangeHook = async ({
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

const activeOrAdmin: Access = ({ req: { user } }) =>
  hasRole(user, 'admin') || { active: { equals: true } }

const stripeIdField = (name: string, description: string, label?: string): TextField =>
  described(
    {
      name,
      label,
      type: 'text',
      access: { read: isAdminField },
      admin: { readOnly: true, position: 'sidebar' },
    },
    description,
  )

// Source of truth for /pricing and checkout, synced to Stripe; retired, never deleted.
export const Plans: CollectionConfig = {
  slug: 'plans',
  admin: hiddenFromEditors(
    'Billing',
    ['name', 'kind', 'amount', 'currency', 'credits', 'active'],
    'name',
  ),
  access: { read: activeOrAdmin, create: isAdmin, update: isAdmin, delete: nobody },
  defaultSort: 'sortOrder',
  hooks: { beforeChange: [syncWithStripe] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 60 },
    slugField(
      null,
      'Names the plan in Stripe (the price lookup key) and in checkout records, e.g. "starter-pack".',
    ),
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: labelled({
        pack: 'Credit pack (one payment)',
        subscription: 'Monthly subscription',
      }),
    },
    {
      name: 'credits',
      type: 'number',
      required: true,
      min: 1,
      admin: {
        description: 'Credits granted per purchase, or per paid month for a subscription.',
        step: 1,
      },
      validate: (value: number | null | undefined) =>
        (Number.isInteger(value) && (value as number) >= 1) ||
        'A whole number of credits, at least 1.',
    },
    {
      type: 'row',
      fields: [
        {
          name: 'amount',
          type: 'number',
          required: true,
          admin: {
            description:
              'In cents: 900 is 9.00. A new amount creates a new Stripe price; running subscriptions keep theirs.',
            step: 1,
          },
          validate: (value: number | null | undefined) =>
            (Number.isInteger(value) && (value as number) >= MIN_PLAN_AMOUNT) ||
            `A whole number of cents, at least ${MIN_PLAN_AMOUNT}.`,
        },
        {
          name: 'currency',
          type: 'select',
          required: true,
          defaultValue: 'usd',
          options: optionsOf(PLAN_CURRENCIES, (value) => value.toUpperCase()),
        },
      ],
    },
    described(
      { name: 'blurb', type: 'textarea', required: true, maxLength: 200 },
      'One sentence on the pricing page; also the Stripe product description.',
    ),
    described(
      { name: 'active', type: 'checkbox', defaultValue: true, index: true },
      'Shown on the pricing page and for sale.',
    ),
    described(
      { name: 'sortOrder', type: 'number', defaultValue: 0 },
      'Lower comes first on the pricing page.',
    ),
    stripeIdField(
      'stripeID',
      'Made and renamed with the plan (Stripe dashboard → Products).',
      'Stripe product',
    ),
    stripeIdField(
      'stripePriceId',
      'The Stripe price checkout charges; replaced when the amount, currency or kind changes.',
    ),
  ],
}
