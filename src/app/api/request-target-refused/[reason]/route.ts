import { finishUnreadBody } from '@/lib/http/finishBody'
import { MAX_REQUEST_TARGET_BYTES } from '@/lib/http/requestTarget'
import { jsonError } from '@/lib/http/refusals'

export const dynamic = 'force-dynamic'

const REASONS: Record<string, { status: number; message: string }> = {
  'too-long': {
    status: 414,
    message: `This address is too long: at most ${MAX_REQUEST_TARGET_BYTES} bytes of path and query. Send long filters in fewer, shorter conditions.`,
  },
  invalid: {
    status: 400,
    message:
      'This address is not valid: a path with broken %-encoding, or not a path at all. Check the link and try again.',
  },
}

type Context = { params: Promise<{ reason: string }> }

async function refused(request: Request, { params }: Context): Promise<Response> {
  // Finish a body still on its way: closing at once reads as a network error.
  finishUnreadBody(request)
  const { status, message } = REASONS[(await params).reason] ?? {
    status: 404,
    message: 'There is nothing here.',
  }
  return jsonError(status, message)
}

export const GET = refused
export const HEAD = refused
export const POST = refused
export const PUT = refused
export const PATCH = refused
export const DELETE = refused
export const OPTIONS = refused
