import { REQUEST_ID_HEADER, requestIdOf } from './requestId'

/**
 * Gives a route handler's request an id (kept from a proxy in front of us when it is a plain
 * token) that the handler and Payload's error hook can read from the `x-request-id` header, and
 * puts it on every error response, so the log line of a failure can be found from what a person saw.
 */
export const withRequestId =
  <Args extends unknown[]>(handler: (request: Request, ...args: Args) => Promise<Response>) =>
  async (request: Request, ...args: Args): Promise<Response> => {
    const requestId = requestIdOf(request.headers)
    const headers = new Headers(request.headers)
    headers.set(REQUEST_ID_HEADER, requestId)
    const response = await handler(new Request(request, { headers }), ...args)
    if (response.status >= 400 && !response.headers.has(REQUEST_ID_HEADER)) {
      try {
        response.headers.set(REQUEST_ID_HEADER, requestId)
      } catch {
        // an immutable response (a fetched one passed through): copy it
        const copy = new Response(response.body, response)
        copy.headers.set(REQUEST_ID_HEADER, requestId)
        return copy
      }
    }
    return response
  }
