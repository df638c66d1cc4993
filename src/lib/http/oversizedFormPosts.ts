import type { IncomingMessage } from 'node:http'

import { SERVER_ACTION_BODY_BYTES } from './serverActionLimit'
import { isServerActionRequest } from './serverActionOrigin'

/** Where such a post is sent instead (src/app/api/form-too-large/route.ts answers 413). */
export const FORM_TOO_LARGE_PATH = '/api/form-too-large'

/** Next reads a server-action body whole before any check, so a too-large declared one is refused by address. */
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
