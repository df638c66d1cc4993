import { NextResponse } from 'next/server'

import { getSettings } from '@/lib/env'
import { apiRoute } from '@/lib/http/apiRoute'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { isSameOrigin, jsonError } from '@/lib/http/jsonError'
import { serverError } from '@/lib/http/serverError'
import { takeRateLimit, userKey } from '@/lib/http/rateLimit'
import { readRouteBody, refuseBody } from '@/lib/http/routeBody'
import { tooManyRequestsJson } from '@/lib/http/tooManyRequests'
import { payloadClient } from '@/lib/payload/client'
import { createRedesign } from '@/lib/redesign/createRedesign'
import { RedesignRequestError } from '@/lib/redesign/redesignRequest'
import { UPLOAD_LIMITS, formatMegabytes } from '@/lib/uploads/uploadLimits'
import { isUploadError } from '@/lib/uploads/UploadError'
import type { User } from '@/payload-types'

/**
 * The form, parsed from bytes already read within the route's limit: FormData parsing of the
 * request itself would read whatever the client sends, however much.
 */
async function readForm(
  request: Request,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<FormData | undefined> {
  try {
    return await new Response(bytes, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData()
  } catch {
    return undefined
  }
}

/** POST multipart/form-data: photo (or reuseInput), roomType, style, notes, variants → 201 { id }. */
export const POST = apiRoute(async (request: Request) => {
  if (!isSameOrigin(request)) return jsonError(403, 'This request did not come from Roomwise.')
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return jsonError(401, 'Please sign in to redesign a room.')
  const verdict = await takeRateLimit('studio', userKey(user.id))
  if (!verdict.ok) return tooManyRequestsJson(verdict.retryAfterSeconds, 'redesign requests')

  const tooLarge = `That photo is larger than ${formatMegabytes(UPLOAD_LIMITS.maxBytes)}. Export a smaller JPEG and try again.`
  const body = await readRouteBody(request, BODY_LIMITS.studioUpload)
  if (!body.ok)
    return body.problem === 'too-large'
      ? jsonError(413, tooLarge, 'photo')
      : refuseBody(body.problem, BODY_LIMITS.studioUpload)
  const form = await readForm(request, body.bytes)
  if (!form) return jsonError(400, 'The form could not be read. Reload the page and try again.')
  const photo = form.get('photo')
  const fields = Object.fromEntries(
    [...form.entries()].filter(([, value]) => typeof value === 'string'),
  )
  try {
    const bytes =
      photo instanceof File && photo.size > 0
        ? new Uint8Array(await photo.arrayBuffer())
        : photo instanceof File
          ? new Uint8Array()
          : undefined
    const redesign = await createRedesign(
      payload,
      user as User,
      { fields, photo: bytes },
      getSettings(),
    )
    return NextResponse.json({ id: redesign.id, status: redesign.status }, { status: 201 })
  } catch (error) {
    if (error instanceof RedesignRequestError)
      return jsonError(error.status, error.message, error.field)
    if (isUploadError(error)) return jsonError(error.status, error.message, 'photo')
    return serverError(
      payload,
      request,
      error,
      'Creating a redesign failed',
      'Something went wrong on our side; nothing was charged. Please try again in a minute.',
    )
  }
})
