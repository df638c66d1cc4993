import { apiRoute } from '@/lib/http/apiRoute'
import { payloadClient } from '@/lib/payload/client'
import { findSharedRedesign } from '@/lib/share/findSharedRedesign'
import { isSharedFileName, sharedFile } from '@/lib/share/sharedFile'
import { sharedFileRefused, takeSharedLinkLookup } from '@/lib/share/sharedLinkLimit'
import { SHARED_HEADERS, sharedNotFound } from '@/lib/share/sharedResponses'

// Looked up on every request: a revoked link must answer 404 from the next request on.
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ token: string; file: string }> }

/**
 * GET /shared/<token>/before.jpg, after.jpg, og.jpg: derived copies of a live shared redesign
 * (src/lib/share/derivedImages.ts), made from the private originals, which are never served here.
 */
export const GET = apiRoute(async (request: Request, context: Context): Promise<Response> => {
  const { token, file } = await context.params
  if (!isSharedFileName(file)) return sharedNotFound()
  // A look-up (and making a copy costs CPU): counted with the page, per address.
  const verdict = await takeSharedLinkLookup(request.headers)
  if (!verdict.ok) return sharedFileRefused(verdict.retryAfterSeconds)
  const payload = await payloadClient()
  const shared = await findSharedRedesign(payload, token)
  if (!shared) return sharedNotFound()
  const bytes = await sharedFile(payload, shared, file).catch((error: unknown) => {
    // An original that cannot be decoded (or is over the pixel limit) is not the visitor's fault,
    // and there is nothing they can do: the same 404 as any dead link, the cause in the log.
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
