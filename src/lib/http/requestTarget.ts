import type { IncomingMessage } from 'node:http'

import { SERVER_ACTION_BODY_BYTES } from './serverActionLimit'
import { isServerActionRequest } from './serverActionOrigin'

/** The longest path + query taken: Next's trailing-slash redirect echoes it into a head over 16 KB. */
export const MAX_REQUEST_TARGET_BYTES = 6 * 1024

/** Where an over-long request is sent instead (src/app/api/request-target-refused answers 414). */
export const TOO_LONG_PATH = '/api/request-target-refused/too-long'

export function refuseOverlongTarget(request: IncomingMessage): void {
  if (request.url && Buffer.byteLength(request.url) > MAX_REQUEST_TARGET_BYTES)
    request.url = TOO_LONG_PATH
}

/** Where a request target no route could match is sent instead (the same route answers 400). */
export const INVALID_TARGET_PATH = '/api/request-target-refused/invalid'

const decodes = (path: string) => {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

// Bad %-encoding and `OPTIONS *` (a 500 in Next) go to our 400 route; an absolute-form target is read
// as its path (Next took its `//` for a doubled slash and redirected to the client's host).
export function normalizeRequestTarget(request: IncomingMessage): void {
  const target = request.url
  if (!target) return
  if (target.startsWith('/')) {
    if (!decodes(target.split('?')[0]!)) request.url = INVALID_TARGET_PATH
    return
  }
  let path: string | undefined
  try {
    const parsed = new URL(target)
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:')
      path = parsed.pathname + parsed.search
  } catch {
    // `*`, or anything else that is neither a path nor an address
  }
  request.url = path && decodes(path.split('?')[0]!) ? path : INVALID_TARGET_PATH
}

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
