import { z } from 'zod'

import { UPSCALE_SCALES } from './upscaleRules'
import { errorNamed } from '@/lib/errors/errorNamed'
import { RequestRefusal } from '@/lib/http/refusals'

const WHICH_IMAGE = 'Say which result to enlarge: send "image" with the result’s image id.'
const SCALE_ADVICE = `Choose how much to enlarge: send "scale": ${UPSCALE_SCALES.join(' or ')} (×${UPSCALE_SCALES.join(' or ×')}).`

export const upscaleRequestSchema = z.object({
  image: z.number({ message: WHICH_IMAGE }).int(WHICH_IMAGE).positive(WHICH_IMAGE),
  scale: z.union(
    UPSCALE_SCALES.map((scale) => z.literal(scale)),
    { message: SCALE_ADVICE },
  ),
})

export type UpscaleRequest = z.infer<typeof upscaleRequestSchema>

/** An enlargement refused on purpose (not found, unfinished, short of credits): its status and sentence. */
export class UpscaleRequestError extends RequestRefusal {
  override name = 'UpscaleRequestError'
}

export const isUpscaleRequestError = errorNamed<UpscaleRequestError>('UpscaleRequestError')
