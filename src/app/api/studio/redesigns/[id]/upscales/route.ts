import { NextResponse } from 'next/server'

import { getSettings } from '@/lib/env'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { answerRefusals, schemaRefusal } from '@/lib/http/refusals'
import { ownRedesignGet, ownRedesignPost } from '@/lib/redesign/redesignRoute'
import { createUpscale } from '@/lib/upscale/createUpscale'
import { listUpscales } from '@/lib/upscale/ownUpscales'
import { isUpscaleRequestError, upscaleRequestSchema } from '@/lib/upscale/upscaleRequest'

/** GET: the owner's enlargements of this redesign, with their status (the result page polls it). */
export const GET = ownRedesignGet(listUpscales, (upscales) => ({ upscales }))

/** POST { image, scale }: 201 new enlargement, or 200 with the existing one for that image/scale. */
export const POST = ownRedesignPost(
  {
    schema: upscaleRequestSchema,
    invalid: (error) => schemaRefusal(error, 'Choose ×2 or ×4.', 'scale'),
    maxBytes: BODY_LIMITS.studioUpscale,
    signedOut: 'Please sign in to enlarge your redesign.',
    what: 'redesign requests',
    knownErrors: answerRefusals(isUpscaleRequestError),
    failureLog: 'Enlarging a result failed',
  },
  async (payload, user, id, request) => {
    const { upscale, created } = await createUpscale(payload, user, id, request, getSettings())
    return NextResponse.json(
      { id: upscale.id, status: upscale.status, upscale },
      { status: created ? 201 : 200 },
    )
  },
)
