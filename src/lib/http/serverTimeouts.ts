import { subscribe } from 'node:diagnostics_channel'
import type { Server } from 'node:http'

/** A client has this long to send its request line and headers (slowloris holds sockets open). */
export const HEADERS_TIMEOUT_MS = 20_000

const APPLIED = Symbol.for('roomwise.serverTimeoutsApplied')
const SUBSCRIBED = Symbol.for('roomwise.serverTimeoutsSubscribed')

/** The bounds for one server: headers quickly, a whole request within the body timeout plus slack. */
export function applyServerTimeouts(server: Server, bodyTimeoutMs: number): void {
  const marked = server as Server & { [APPLIED]?: boolean }
  if (marked[APPLIED]) return
  marked[APPLIED] = true
  server.headersTimeout = HEADERS_TIMEOUT_MS
  // Node checks open connections against these values on every sweep, so setting them once the
  // server is listening takes effect for every connection from then on.
  server.requestTimeout = bodyTimeoutMs + HEADERS_TIMEOUT_MS
}

/**
 * `next start` offers no setting for Node's header and request timeouts (only keep-alive), and
 * gives the app no handle on its server. Node announces each request on the
 * `http.server.request.start` channel with the server that took it; the first announcement sets
 * that server's bounds. Called once from src/instrumentation.ts.
 */
export function installServerTimeouts(bodyTimeoutMs: number): void {
  const state = globalThis as Record<symbol, unknown>
  if (state[SUBSCRIBED]) return
  state[SUBSCRIBED] = true
  subscribe('http.server.request.start', (message) => {
    const { server } = message as { server?: Server }
    if (server) applyServerTimeouts(server, bodyTimeoutMs)
  })
}
