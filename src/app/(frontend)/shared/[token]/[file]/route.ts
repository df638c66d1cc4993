import { apiRoute } from '@/lib/http/apiRoute'
import { payloadClient } from '@/lib/payload/client'
import { findSharedRedesign } from '@/lib/share/findSharedRedesign'
import {
  isSharedFileName,
  SHARED_HEADERS,
  sharedFile,
  sharedNotFound,
} from '@/lib/share/sharedFile'
import { sharedFileRefused, takeSharedLinkLookup } from '@/lib/share/sharedLinkLimit'

// Looked up on every request: a revoked link must answer 404 from the next request on.
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ token: string; file: string }> }

export const GET = apiRoute(async (request: Request, context: Context): Promise<Response> => {
  const { token, file } = await context.params
  if (!isSharedFileName(file)) return sharedNotFound()
  const verdict = await takeSharedLinkLookup(request.headers)
  if (!verdict.ok) return sharedFileRefused(verdict.retryAfterSeconds)
  const payload = await payloadClient()
  const shared = await findSharedRedesign(payload, token)
  if (!shared) return sharedNotFound()
  const bytes = await sharedFile(payload, shared, file).catch((error: unknown) => {
    // Not the visitor's fault and nothing they can do: the same 404 as a dead link, the cause logged.
    payload.logger.warn({ err: error, msg: `A shared ${file} could not be made` })
    return null
  })
  if (!bytes) return sharedNotFound()
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...SHARED_HEADERS,
      'content-type': 'image/jpeg',
      'content-length': String(bytes.length),
    },
  })
})
