import { z } from 'zod'

import { errorNamed } from '@/lib/errors/errorNamed'
import { RequestRefusal } from '@/lib/http/refusals'
import { MAX_VARIANTS } from '@/lib/redesign/modes'
import { SHARE_EXPIRIES } from './shareRules'

const VERSION_MESSAGE = `Choose which version to share: a number from 1 to ${MAX_VARIANTS}.`

export const shareRequestSchema = z.object({
  expiry: z.enum(SHARE_EXPIRIES, { message: 'Choose when the link stops working.' }),
  version: z
    .number({ message: VERSION_MESSAGE })
    .int(VERSION_MESSAGE)
    .min(1, VERSION_MESSAGE)
    .max(MAX_VARIANTS, VERSION_MESSAGE)
    .default(1),
})

export class ShareRequestError extends RequestRefusal {
  override name = 'ShareRequestError'
}

export const isShareRequestError = errorNamed<ShareRequestError>('ShareRequestError')
