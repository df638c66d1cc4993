import { finishUnreadBody } from '@/lib/http/finishBody'

export const dynamic = 'force-dynamic'

/**
 * Every request whose target is not a path a route could match lands here: percent-encoding that
 * does not decode, `OPTIONS *`, a target that is neither a path nor an http(s) address
 * (src/lib/http/requestTarget.ts).
 */
function invalid(request: Request): Response {
  finishUnreadBody(request)
  return Response.json(
    {
      errors: [
        {
          message:
            'This address is not valid: a path with broken %-encoding, or not a path at all. Check the link and try again.',
        },
      ],
    },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  )
}

export const GET = invalid
export const HEAD = invalid
export const POST = invalid
export const PUT = invalid
export const PATCH = invalid
export const DELETE = invalid
export const OPTIONS = invalid
