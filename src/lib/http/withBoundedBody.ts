import { NextRequest } from 'next/server'

import { asNextRequest, type RouteHandler } from './requestId'
import { readRouteBody, refuseBody } from './routeBody'

/** For handlers whose body reading we do not control (Auth.js): they get a copy holding at most the limit. */
export function withBoundedBody<Rest extends unknown[]>(
  handler: RouteHandler<NextRequest, Rest>,
  maxBytesFor: (request: Request) => number | Promise<number>,
): RouteHandler<Request, Rest> {
  return async (request, ...rest) => {
    if (!request.body) return handler(asNextRequest(request), ...rest)
    const maxBytes = await maxBytesFor(request)
    const body = await readRouteBody(request, maxBytes)
    if (!body.ok) return refuseBody(body.problem, maxBytes)
    const headers = new Headers(request.headers)
    headers.delete('transfer-encoding')
    headers.set('content-length', String(body.bytes.byteLength))
    const buffered = new NextRequest(request.url, {
      method: request.method,
      headers,
      body: body.bytes,
      signal: request.signal,
    })
    return handler(buffered, ...rest)
  }
}
