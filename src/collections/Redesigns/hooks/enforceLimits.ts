import { onCreate } from '@/hooks/onCreate'
import { getSettings, type Settings } from '@/lib/env'
import { idOf } from '@/lib/payload/idOf'
import { checkRedesignLimits, REDESIGN_LIMITS_CONTEXT } from '@/lib/redesign/redesignLimits'
import type { Redesign } from '@/payload-types'

/** On create, after chargeAndQueue charged: per-customer limits against committed rows. */
export const enforceLimits = onCreate<Redesign>(async (doc, req) => {
  const limits =
    (req.context[REDESIGN_LIMITS_CONTEXT] as Settings['redesign'] | undefined) ??
    getSettings().redesign
  await checkRedesignLimits(req.payload, idOf(doc.owner), limits, { req, excluding: doc.id })
})
