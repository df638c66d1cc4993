import type { IncomingMessage } from 'node:http'

/**
 * The longest request target (path + query) the server takes, in bytes. No link, form or admin
 * panel list sends more than a few hundred. Longer ones did harm: Next's trailing-slash redirect
 * (`/api/posts/..?…` → 308) echoes the target twice (Location and Refresh), a response head over
 * the 16 KB every Node client and most proxies accept, so the client saw a dropped connection; and
 * Payload parses the whole query string (qs) before any of our bounds can look at it.
 */
export const MAX_REQUEST_TARGET_BYTES = 6 * 1024

/** Where an over-long request is sent instead (src/app/api/request-target-too-long/route.ts answers 414). */
export const TOO_LONG_PATH = '/api/request-target-too-long'

/**
 * Called on Node's `http.server.request.start` channel, before Next routes or redirects anything:
 * an over-long target is replaced by our 414 route, so no code ever parses it.
 */
export function refuseOverlongTarget(request: IncomingMessage): void {
  if (request.url && Buffer.byteLength(request.url) > MAX_REQUEST_TARGET_BYTES)
    request.url = TOO_LONG_PATH
}
