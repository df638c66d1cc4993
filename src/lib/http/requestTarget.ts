import type { IncomingMessage } from 'node:http'

/**
 * The longest request target (path + query) the server takes, in bytes. No link, form or admin
 * panel list sends more than a few hundred. Longer ones did harm: Next's trailing-slash redirect
 * (`/api/posts/..?…` → 308) echoes the target twice (Location and Refresh), a response head over
 * the 16 KB every Node client and most proxies accept, so the client saw a dropped connection; and
 * Payload parses the whole query string (qs) before any of our bounds can look at it.
 */
export const MAX_REQUEST_TARGET_BYTES = 6 * 1024

/** Where an over-long request is sent instead (src/app/api/request-target-refused answers 414). */
export const TOO_LONG_PATH = '/api/request-target-refused/too-long'

/**
 * Called on Node's `http.server.request.start` channel, before Next routes or redirects anything:
 * an over-long target is replaced by our 414 route, so no code ever parses it.
 */
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

/**
 * Called on the same channel, before Next parses the target. A path whose percent-encoding does
 * not decode (`/%E0%A4%A`) and the server-wide `OPTIONS *` made Next answer 500 (an outside
 * test); they get our 400 route instead. An absolute-form target (`GET http://evil.example/x`,
 * which browsers never send to a site) is read as its path and query alone: Next took its `//`
 * for a doubled slash and redirected to the host the client named.
 */
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
