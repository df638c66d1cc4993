import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { SLUG_PATTERN } from '@/lib/content/slugify'
import type { Settings } from '@/lib/env'
import { findFirst } from '@/lib/payload/findDoc'
import type { Plan, User } from '@/payload-types'
import { checkoutReturnUrls } from './checkoutReturn'
import { priceForCheckout } from './stripePlan'
import { ensureStripeCustomer } from './stripeCustomer'
import { LIVE_SUBSCRIPTION_STATUSES } from './subscriptions'
import { purchaseMetadata } from './webhook/purchaseMetadata'
import { errorNamed } from '@/lib/errors/errorNamed'

/** Why a checkout could not start, as a code /pricing turns into a sentence. */
export class CheckoutRefused extends Error {
  constructor(readonly code: 'unknown-plan' | 'already-subscribed') {
    super(code)
    this.name = 'CheckoutRefused'
  }
}

export const isCheckoutRefused = errorNamed<CheckoutRefused>('CheckoutRefused')

async function activePlan(payload: Payload, slug: string): Promise<Plan> {
  // Only a slug can name a plan; anything else (a NUL, which PostgreSQL refuses) is unknown.
  if (!SLUG_PATTERN.test(slug)) throw new CheckoutRefused('unknown-plan')
  const plan = await findFirst(payload, 'server', {
    collection: 'plans',
    where: { and: [{ slug: { equals: slug } }, { active: { equals: true } }] },
  })
  if (!plan) throw new CheckoutRefused('unknown-plan')
  return plan
}

export async function hasLiveSubscription(payload: Payload, userId: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'subscriptions',
    where: { and: [{ owner: { equals: userId } }, { status: { in: LIVE_SUBSCRIPTION_STATUSES } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Expires the customer's open plan checkouts, so two tabs cannot start two monthly plans. */
async function expireOpenPlanCheckouts(stripe: Stripe, customer: string): Promise<void> {
  const open = await stripe.checkout.sessions.list({ customer, status: 'open', limit: 100 })
  for (const session of open.data.filter((session) => session.mode === 'subscription')) {
    try {
      await stripe.checkout.sessions.expire(session.id)
    } catch (error) {
      const { status } = await stripe.checkout.sessions.retrieve(session.id)
      if (status === 'complete') throw new CheckoutRefused('already-subscribed')
      if (status !== 'expired') throw error
    }
  }
}

/** Opens a Checkout session and returns Stripe's page; the metadata is all the webhook needs to grant credits later. */
export async function startCheckout(
  payload: Payload,
  stripe: Stripe,
  settings: Settings,
  user: Pick<User, 'id' | 'email' | 'name'>,
  planSlug: string,
  /** A path on this site to come back to (already checked by checkoutReturnPath), or null. */
  returnTo: string | null = null,
): Promise<string> {
  const plan = await activePlan(payload, planSlug)
  if (plan.kind === 'subscription' && (await hasLiveSubscription(payload, user.id)))
    throw new CheckoutRefused('already-subscribed')
  const customer = await ensureStripeCustomer(payload, stripe, user)
  if (plan.kind === 'subscription') await expireOpenPlanCheckouts(stripe, customer)
  const price = await priceForCheckout(payload, stripe, plan)
  const metadata = purchaseMetadata({
    userId: user.id,
    planSlug: plan.slug,
    planName: plan.name,
    credits: plan.credits,
  })
  const description = `${plan.name}: ${plan.credits} credits${plan.kind === 'subscription' ? ' every month' : ''}`
  const session = await stripe.checkout.sessions.create({
    mode: plan.kind === 'pack' ? 'payment' : 'subscription',
    customer,
    client_reference_id: String(user.id),
    line_items: [{ price, quantity: 1 }],
    metadata,
    ...(plan.kind === 'pack'
      ? { payment_intent_data: { metadata, description } }
      : { subscription_data: { metadata, description } }),
    ...checkoutReturnUrls(settings.appUrl, returnTo),
  })
  if (!session.url)
    throw new Error(
      `Stripe returned checkout session ${session.id} without a page to send the customer to`,
    )
  return session.url
}
