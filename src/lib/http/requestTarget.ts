import type { IncomingMessage } from 'node:http'

/** The longest path + query taken: Next's trailing-slash redirect echoes it into a head over 16 KB. */
export const MAX_REQUEST_TARGET_BYTES = 6 * 1024

/** Where an over-long request is sent instead (src/app/api/request-target-refused answers 414). */
export const TOO_LONG_PATH = '/api/request-target-refused/too-long'

/** On Node's request channel, before Next routes anything: an over-long target goes to our 414 route. */
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
