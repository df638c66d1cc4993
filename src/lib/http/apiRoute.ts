import { unstable_rethrow } from 'next/navigation'

import { PRIVATE_NO_STORE, withCacheControl } from './cacheControl'
import { finishUnreadBody } from './finishBody'
import { failureAnswer, requestIdOf, withRequestId } from './requestId'
import type { RouteHandler } from './routeHandler'

/**
 * Every route handler of ours under src/app/api: its answers are private to the person asking
 * (`Cache-Control: private, no-store` unless it set its own), an error answer carries the
 * request's id (requestId.ts), a failure it throws is logged and answered with that id, and a
 * body it refused without reading (401, 403, 429, …) is not received further: the connection is
 * closed shortly after the answer instead of Node reading the body to its end, however long the
 * client keeps sending.
 */
export function apiRoute<R extends Request, Rest extends unknown[]>(
  handler: RouteHandler<R, Rest>,
): RouteHandler<R, Rest> {
  return withRequestId(async (request, ...rest) => {
    let response: Response
    try {
      response = await handler(request, ...rest)
    } catch (error) {
      unstable_rethrow(error) // Next's own redirect and not-found signals
      // Thrown past the handler's own answers: logged with the id the person is shown. To the
      // console, not Payload's logger: what failed may be Payload itself (its start, the database).
      const requestId = requestIdOf(request.headers)
      const where = `${request.method} ${new URL(request.url).pathname}`
      console.error(`${where} failed (request ${requestId}):`, error)
      response = failureAnswer(requestId)
    }
    finishUnreadBody(request)
    return withCacheControl(response, PRIVATE_NO_STORE)
  })
}
