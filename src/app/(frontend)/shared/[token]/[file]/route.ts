import { apiRoute } from '@/lib/http/apiRoute'
import { addressKey, takeRateLimit } from '@/lib/http/rateLimit'
import { withRequestId } from '@/lib/http/requestId'
import { tooManyRequestsJson } from '@/lib/http/tooManyRequests'
import { payloadClient } from '@/lib/payload/client'
import { findSharedRedesign } from '@/lib/share/findSharedRedesign'
import { isSharedFileName, sharedFile } from '@/lib/share/sharedFile'
import { SHARED_HEADERS, sharedNotFound } from '@/lib/share/sharedResponses'

// Looked up on every request: a revoked link must answer 404 from the next request on.
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ token: string; file: string }> }

/**
 * GET /shared/<token>/before.jpg, after.jpg, og.jpg: derived copies of a live shared redesign
 * (src/lib/share/derivedImages.ts), made from the private originals, which are never served here.
 */
export const GET = withRequestId(
  apiRoute(async (request: Request, context: Context): Promise<Response> => {
    const { token, file } = await context.params
    if (!isSharedFileName(file)) return sharedNotFound()
    // Making a copy costs CPU: anonymous visitors share the anonymous budget per address.
    const verdict = await takeRateLimit('anonymousApi', addressKey(request.headers))
    if (!verdict.ok) return tooManyRequestsJson(verdict.retryAfterSeconds, 'image requests')
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
  }),
)
