import { onCreate } from '@/hooks/onCreate'
import { getSettings, type Settings } from '@/lib/env'
import { idOf } from '@/lib/payload/idOf'
import { checkRedesignLimits, REDESIGN_LIMITS_CONTEXT } from '@/lib/redesign/redesignLimits'
import type { Redesign } from '@/payload-types'

/**
 * On creation, in the creating transaction, after chargeAndQueue took the credits: check the
 * per-customer limits (in progress, per hour) against what is committed. The charge's UPDATE of
 * the customer's row holds that row until the transaction ends, so concurrent submits of one
 * customer pass here one at a time, each counting the ones before it (counted outside, eight
 * submits sent at once all got through). createRedesign checks earlier too, for a quick refusal
 * before storing images. A refusal undoes the creation, its charge and its job.
 */
export const enforceLimits = onCreate<Redesign>(async (doc, req) => {
  const limits =
    (req.context[REDESIGN_LIMITS_CONTEXT] as Settings['redesign'] | undefined) ??
    getSettings().redesign
  await checkRedesignLimits(req.payload, idOf(doc.owner), limits, { req, excluding: doc.id })
})
