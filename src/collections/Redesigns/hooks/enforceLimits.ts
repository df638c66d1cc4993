import type { CollectionBeforeChangeHook } from 'payload'

import { dbFor } from '@/lib/db/postgres'
import { lockRedesignStarts } from '@/lib/db/statements/redesigns'
import { getSettings, type Settings } from '@/lib/env'
import { idOf } from '@/lib/payload/idOf'
import { checkRedesignLimits, REDESIGN_LIMITS_CONTEXT } from '@/lib/redesign/redesignLimits'
import type { Redesign } from '@/payload-types'

/**
 * On creation, in the creating transaction and before the row is written: take the customer's
 * start lock, then check the per-customer limits (in progress, per hour) against what is committed.
 * createRedesign checks them earlier too, for a quick refusal before storing images; this check is
 * the one concurrent submits cannot slip past. A refusal undoes the creation.
 */
export const enforceLimits: CollectionBeforeChangeHook<Redesign> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create' || data.owner == null) return data
  const ownerId = idOf(data.owner)
  await lockRedesignStarts(await dbFor(req.payload, req), ownerId)
  const limits =
    (req.context[REDESIGN_LIMITS_CONTEXT] as Settings['redesign'] | undefined) ??
    getSettings().redesign
  await checkRedesignLimits(req.payload, ownerId, limits, req)
  return data
}
