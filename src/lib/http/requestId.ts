import { randomUUID } from 'node:crypto'

import { NextRequest } from 'next/server'

import { withHeaders } from './cacheControl'

export type RouteHandler<R extends Request = Request, Rest extends unknown[] = []> = (
  request: R,
  ...rest: Rest
) => Promise<Response>

/** Told by shape, not `instanceof`: the built server's NextRequest comes from Next's own copy of the class. */
export const isNextRequest = (request: Request): request is NextRequest => 'nextUrl' in request

/** The request as a NextRequest (what Payload's and Auth.js's handlers read), copied only if not one. */
export const asNextRequest = (request: Request): NextRequest =>
  isNextRequest(request) ? request : new NextRequest(request)

/** Ties a log line to what the person saw: every error response carries it (header, and `requestId` in a failure's body). */
export const REQUEST_ID_HEADER = 'x-request-id'

// An id set by a proxy in front of us is kept only when it is a plain token (it lands in our logs).
const SAFE_INCOMING = /^[A-Za-z0-9._:-]{8,100}$/

export function requestIdOf(headers: Headers): string {
  const incoming = headers.get(REQUEST_ID_HEADER)
  return incoming && SAFE_INCOMING.test(incoming) ? incoming : randomUUID()
}

/** A copy of the request with one header set, of the same kind (Auth.js reads `nextUrl`). */
function withHeader<R extends Request>(request: R, name: string, value: string): R {
  const headers = new Headers(request.headers)
  headers.set(name, value)
  // Rebuilt from its parts: Next may pass a Proxy, which Node's Request constructor cannot read (#state).
  const copy = isNextRequest(request)
    ? new NextRequest(request.url, {
        method: request.method,
        headers,
        body: request.body,
        signal: request.signal,
        ...(request.body ? { duplex: 'half' } : {}),
      } as ConstructorParameters<typeof NextRequest>[1])
    : new Request(request, { headers })
  return copy as R // the branch above made it of the request's own kind
}

/** Gives a handler's request an id (a proxy's plain token is kept) and puts it on every error response. */
export const withRequestId =
  <R extends Request, Rest extends unknown[]>(
    handler: RouteHandler<R, Rest>,
  ): RouteHandler<R, Rest> =>
  async (request, ...rest) => {
    const requestId = requestIdOf(request.headers)
    const response = await handler(withHeader(request, REQUEST_ID_HEADER, requestId), ...rest)
    if (response.status < 400 || response.headers.has(REQUEST_ID_HEADER)) return response
    return withHeaders(response, (headers) => headers.set(REQUEST_ID_HEADER, requestId))
  }

export const FAILED = 'Something went wrong on our side. Please try again in a minute.'

/** A real failure's answer: the id of its log line in the body and the header, never cached. */
export const failureAnswer = (requestId: string, message = FAILED): Response =>
  Response.json(
    { error: message, requestId },
    { status: 500, headers: { [REQUEST_ID_HEADER]: requestId, 'Cache-Control': 'no-store' } },
  )
