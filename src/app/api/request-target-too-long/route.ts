import { finishUnreadBody } from '@/lib/http/finishBody'
import { MAX_REQUEST_TARGET_BYTES } from '@/lib/http/requestTarget'

export const dynamic = 'force-dynamic'

/** Every request whose address (path + query) is over the limit lands here (src/lib/http/requestTarget.ts). */
function tooLong(request: Request): Response {
  // A body still on its way is finished, not cut off: closing at once reads as a network error.
  finishUnreadBody(request)
  return Response.json(
    {
      errors: [
        {
          message: `This address is too long: at most ${MAX_REQUEST_TARGET_BYTES} bytes of path and query. Send long filters in fewer, shorter conditions.`,
        },
      ],
    },
    { status: 414, headers: { 'Cache-Control': 'no-store' } },
  )
}

export const GET = tooLong
export const HEAD = tooLong
export const POST = tooLong
export const PUT = tooLong
export const PATCH = tooLong
export const DELETE = tooLong
export const OPTIONS = tooLong
