import { unstable_rethrow } from 'next/navigation'

import { PRIVATE_NO_STORE, withCacheControl } from './cacheControl'
import { finishUnreadBody } from './finishBody'
import { failureAnswer, requestIdOf, withRequestId, type RouteHandler } from './requestId'

// Every route under src/app/api: private caching, request ids on errors, failures logged, refused bodies finished.
export function apiRoute<R extends Request, Rest extends unknown[]>(
  handler: RouteHandler<R, Rest>,
): RouteHandler<R, Rest> {
  return withRequestId(async (request, ...rest) => {
    let response: Response
    try {
      response = await handler(request, ...rest)
    } catch (error) {
      unstable_rethrow(error) // Next's own redirect and not-found signals
      // To the console, not Payload's logger: what failed may be Payload itself.
      const requestId = requestIdOf(request.headers)
      const where = `${request.method} ${new URL(request.url).pathname}`
      console.error(`${where} failed (request ${requestId}):`, error)
      response = failureAnswer(requestId)
    }
    finishUnreadBody(request)
    return withCacheControl(response, PRIVATE_NO_STORE)
  })
}
