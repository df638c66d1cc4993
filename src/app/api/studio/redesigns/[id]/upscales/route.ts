import { NextResponse } from 'next/server'

import { getSettings } from '@/lib/env'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { idParam } from '@/lib/http/idParam'
import { jsonBody } from '@/lib/http/jsonBody'
import { jsonError } from '@/lib/http/jsonError'
import { withCustomer } from '@/lib/http/withCustomer'
import { createUpscale } from '@/lib/upscale/createUpscale'
import { listUpscales } from '@/lib/upscale/ownUpscales'
import { isUpscaleRequestError, upscaleRequestSchema } from '@/lib/upscale/upscaleRequest'

const NOT_AN_ID = 'That is not a redesign number. Open the redesign from your list.'

/** GET: the owner's enlargements of this redesign, with their status (the result page polls it). */
export const GET = withCustomer(
  { params: idParam(NOT_AN_ID), signedOut: 'Please sign in first.' },
  async ({ payload, user, params: { id } }) => {
    const upscales = await listUpscales(payload, user, id)
    return upscales ? NextResponse.json({ upscales }) : jsonError(404, 'There is no such redesign.')
  },
)

/**
 * POST `{ image, scale }`: enlarge one result ×2 or ×4, charged its price → 201 `{ id, status }`,
 * or 200 with the enlargement already made or under way for the same image and scale.
 */
export const POST = withCustomer(
  {
    params: idParam(NOT_AN_ID),
    signedOut: 'Please sign in to enlarge your redesign.',
    unconfirmed: () => jsonError(403, 'Please confirm your age and the terms first.'),
    rateLimit: { rule: 'studio', what: 'redesign requests' },
    body: { maxBytes: BODY_LIMITS.studioUpscale },
    knownErrors: (error) =>
      isUpscaleRequestError(error)
        ? jsonError(error.status, error.message, error.field)
        : undefined,
    failure: { log: 'Enlarging a result failed' },
  },
  async ({ payload, user, params: { id }, body }) => {
    const parsed = upscaleRequestSchema.safeParse(jsonBody(body) ?? {})
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return jsonError(400, issue?.message ?? 'Choose ×2 or ×4.', String(issue?.path[0] ?? 'scale'))
    }
    const { upscale, created } = await createUpscale(payload, user, id, parsed.data, getSettings())
    return NextResponse.json(
      { id: upscale.id, status: upscale.status, upscale },
      { status: created ? 201 : 200 },
    )
  },
)
