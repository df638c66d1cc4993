import { randomUUID } from 'node:crypto'

/**
 * A request id ties a server log line to what the person saw: every error response carries it
 * (header `X-Request-Id`, and `requestId` in a JSON body), and the log line for a real failure
 * names it, so support can find the stack trace from a screenshot.
 */
export const REQUEST_ID_HEADER = 'x-request-id'

// An id set by a proxy in front of us is kept only when it is a plain token (it lands in our logs).
const SAFE_INCOMING = /^[A-Za-z0-9._:-]{8,100}$/

/** The id a proxy already gave this request, or a new one. */
export function requestIdOf(headers: Headers): string {
  const incoming = headers.get(REQUEST_ID_HEADER)
  return incoming && SAFE_INCOMING.test(incoming) ? incoming : randomUUID()
}
