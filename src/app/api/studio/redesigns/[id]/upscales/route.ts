import { NextResponse } from 'next/server'

import { getSettings } from '@/lib/env'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { jsonBody } from '@/lib/http/jsonBody'
import { withCustomer } from '@/lib/http/withCustomer'
import { createUpscale } from '@/lib/upscale/createUpscale'
import { listUpscales } from '@/lib/upscale/ownUpscales'
import { isUpscaleRequestError, upscaleRequestSchema } from '@/lib/upscale/upscaleRequest'
import { answerRefusals, schemaRefusal } from '@/lib/http/refusals'
import { ownRedesignGet, redesignIdParam, unconfirmedCustomer } from '@/lib/redesign/redesignRoute'

/** GET: the owner's enlargements of this redesign, with their status (the result page polls it). */
export const GET = ownRedesignGet(listUpscales, (upscales) => ({ upscales }))

/**
 * POST `{ image, scale }`: enlarge one result ×2 or ×4, charged its price → 201 `{ id, status }`,
 * or 200 with the enlargement already made or under way for the same image and scale.
 */
export const POST = withCustomer(
  {
    params: redesignIdParam,
    signedOut: 'Please sign in to enlarge your redesign.',
    unconfirmed: unconfirmedCustomer,
    rateLimit: { rule: 'studio', what: 'redesign requests' },
    body: { maxBytes: BODY_LIMITS.studioUpscale },
    knownErrors: answerRefusals(isUpscaleRequestError),
    failure: { log: 'Enlarging a result failed' },
  },
  async ({ payload, user, params: { id }, body }) => {
    const parsed = upscaleRequestSchema.safeParse(jsonBody(body) ?? {})
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'scale')
      return schemaRefusal(parsed.error, 'Choose ×2 or ×4.', field)
    }
    const { upscale, created } = await createUpscale(payload, user, id, parsed.data, getSettings())
    return NextResponse.json(
      { id: upscale.id, status: upscale.status, upscale },
      { status: created ? 201 : 200 },
    )
  },
)
