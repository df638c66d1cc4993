import { NextResponse } from 'next/server'

import { getSettings } from '@/lib/env'
import { isSameOrigin, jsonError } from '@/lib/http/jsonError'
import { serverError } from '@/lib/http/serverError'
import { payloadClient } from '@/lib/payload/client'
import { createRedesign } from '@/lib/redesign/createRedesign'
import { RedesignRequestError } from '@/lib/redesign/redesignRequest'
import { UPLOAD_LIMITS, formatMegabytes } from '@/lib/uploads/uploadLimits'
import { isUploadError } from '@/lib/uploads/UploadError'
import type { User } from '@/payload-types'

// Room for the form fields around a photo at the size limit.
const MAX_BODY_BYTES = UPLOAD_LIMITS.maxBytes + 256 * 1024

/** POST multipart/form-data: photo (or reuseInput), roomType, style, notes, variants → 201 { id }. */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'This request did not come from Roomwise.')
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return jsonError(401, 'Please sign in to redesign a room.')

  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return jsonError(413, `That photo is larger than ${formatMegabytes(UPLOAD_LIMITS.maxBytes)}. Export a smaller JPEG and try again.`, 'photo')
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return jsonError(400, 'The form could not be read. Reload the page and try again.')
  }
  const photo = form.get('photo')
  const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))
  try {
    const bytes = photo instanceof File && photo.size > 0 ? new Uint8Array(await photo.arrayBuffer()) : photo instanceof File ? new Uint8Array() : undefined
    const redesign = await createRedesign(payload, user as User, { fields, photo: bytes }, getSettings())
    return NextResponse.json({ id: redesign.id, status: redesign.status }, { status: 201 })
  } catch (error) {
    if (error instanceof RedesignRequestError) return jsonError(error.status, error.message, error.field)
    if (isUploadError(error)) return jsonError(error.status, error.message, 'photo')
    return serverError(payload, request, error, 'Creating a redesign failed', 'Something went wrong on our side; nothing was charged. Please try again in a minute.')
  }
}
