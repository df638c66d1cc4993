import type { IncomingMessage } from 'node:http'

import { SERVER_ACTION_BODY_BYTES } from './serverActionLimit'
import { isServerActionRequest } from './serverActionOrigin'

/** Where such a post is sent instead (src/app/api/form-too-large/route.ts answers 413). */
export const FORM_TOO_LARGE_PATH = '/api/form-too-large'

/**
 * Called on Node's `http.server.request.start` channel: a form post to a page (a server action)
 * that declares a body over SERVER_ACTION_BODY_BYTES is sent to our 413 route before Next sees
 * it. Next reads such a body to its end before the proxy or the action runs (an outside test:
 * 200 MB read, then a 500; stalled posts held memory until the request timeout), so the address
 * is the only place to refuse it unread.
 */
export function refuseOversizedFormPost(request: IncomingMessage): void {
  const declared = Number(request.headers['content-length'] ?? 0)
  if (request.method !== 'POST' || !(declared > SERVER_ACTION_BODY_BYTES) || !request.url) return
  const headers = new Headers()
  for (const name of ['content-type', 'next-action']) {
    const value = request.headers[name]
    if (typeof value === 'string') headers.set(name, value)
  }
  const pathname = request.url.split('?')[0] ?? ''
  if (isServerActionRequest('POST', pathname, headers)) request.url = FORM_TOO_LARGE_PATH
}
