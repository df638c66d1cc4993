import { z } from 'zod'

import { MAX_VARIANTS } from '@/lib/redesign/requestLimits'
import { SHARE_EXPIRIES } from './shareRules'

/** The body of "Create share link": how long it lives, and which version it shows. */
export const shareRequestSchema = z.object({
  expiry: z.enum(SHARE_EXPIRIES, { message: 'Choose when the link stops working.' }),
  version: z.number().int().min(1).max(MAX_VARIANTS).default(1),
})
