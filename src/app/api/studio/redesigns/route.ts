import { NextResponse } from 'next/server'

import { getSettings } from '@/lib/env'
import { byteSize } from '@/lib/format/byteSize'
import { BODY_LIMITS } from '@/lib/http/bodyLimits'
import { jsonError } from '@/lib/http/refusals'
import { formBody } from '@/lib/http/routeBody'
import { withCustomer } from '@/lib/http/withCustomer'
import { createRedesigns } from '@/lib/redesign/createRedesign'
import { redesignRefusals, unconfirmedCustomer } from '@/lib/redesign/redesignRoute'
import { studioFormParts } from '@/lib/redesign/studioFormParts'
import { MASK_LIMITS, UPLOAD_LIMITS } from '@/lib/uploads/uploadLimits'
import { isUploadError } from '@/lib/uploads/UploadError'

/** POST multipart: mode, photo|reuseInput, roomType, style, surface*, mask, notes, variants, keepStructure → 201. */
export const POST = withCustomer(
  {
    signedOut: 'Please sign in to redesign a room.',
    unconfirmed: unconfirmedCustomer,
    rateLimit: { rule: 'studio', what: 'redesign requests' },
    body: {
      maxBytes: BODY_LIMITS.studioUpload,
      tooLarge: `That photo is larger than ${byteSize(UPLOAD_LIMITS.maxBytes)} (or its painted area larger than ${byteSize(MASK_LIMITS.maxBytes)}). Export a smaller JPEG and try again.`,
      field: 'photo',
    },
    knownErrors: (error) =>
      redesignRefusals(error) ??
      (isUploadError(error) ? jsonError(error.status, error.message, 'photo') : undefined),
    failure: {
      log: 'Creating a redesign failed',
      message:
        'Something went wrong on our side; nothing was charged. Please try again in a minute.',
    },
  },
  async ({ request, payload, user, body }) => {
    const form = await formBody(request, body)
    if (!form) return jsonError(400, 'The form could not be read. Reload the page and try again.')
    const parts = await studioFormParts(form)
    const { redesigns, comparison } = await createRedesigns(payload, user, parts, getSettings())
    const first = redesigns[0]!
    return NextResponse.json(
      comparison
        ? { id: first.id, status: first.status, comparison, ids: redesigns.map(({ id }) => id) }
        : { id: first.id, status: first.status },
      { status: 201 },
    )
  },
)
