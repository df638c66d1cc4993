import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import { REQUEST_ID_HEADER, requestIdOf } from './requestId'

/**
 * A real failure in one of our API routes: logged at error with its stack and a request id, and
 * answered 500 with a message a person can act on plus that id (body `requestId`, header
 * `X-Request-Id`), so what they report leads to the log line. Never the error's own text.
 */
export function serverError(
  payload: Pick<Payload, 'logger'>,
  request: Request,
  error: unknown,
  what: string,
  message: string,
): NextResponse {
  const requestId = requestIdOf(request.headers)
  payload.logger.error({ err: error, requestId, msg: what })
  return NextResponse.json(
    { error: message, requestId },
    { status: 500, headers: { [REQUEST_ID_HEADER]: requestId, 'Cache-Control': 'no-store' } },
  )
}
