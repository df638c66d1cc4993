import { subscribe } from 'node:diagnostics_channel'
import type { Server } from 'node:http'

/** A client has this long to send its request line and headers (slowloris holds sockets open). */
export const HEADERS_TIMEOUT_MS = 20_000

/**
 * The most requests one connection carries. HTTP/1.1 pipelining lets a client write thousands in
 * one packet, and Node starts them all at once (an outside test: 2,000 on one connection, 10
 * such connections took the server's health check down for 30 s). Past this Node answers 503
 * itself without running the app, and the answer before says `Connection: close`; a browser or
 * a proxy simply opens another connection.
 */
export const MAX_REQUESTS_PER_CONNECTION = 100

const APPLIED = Symbol.for('roomwise.serverBoundsApplied')
const SUBSCRIBED = Symbol.for('roomwise.serverBoundsSubscribed')

/**
 * The bounds for one server: headers quickly, a whole request within the body timeout plus
 * slack, and at most MAX_REQUESTS_PER_CONNECTION requests a connection.
 */
export function applyServerBounds(server: Server, bodyTimeoutMs: number): void {
  const marked = server as Server & { [APPLIED]?: boolean }
  if (marked[APPLIED]) return
  marked[APPLIED] = true
  server.headersTimeout = HEADERS_TIMEOUT_MS
  // Node checks open connections against these values on every sweep, so setting them once the
  // server is listening takes effect for every connection from then on.
  server.requestTimeout = bodyTimeoutMs + HEADERS_TIMEOUT_MS
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_CONNECTION
}

/**
 * `next start` offers no setting for Node's timeouts or requests per connection (only
 * keep-alive), and gives the app no handle on its server. Node announces each request on the
 * `http.server.request.start` channel with the server that took it; the first announcement sets
 * that server's bounds. Called once from src/instrumentation.ts.
 */
export function installServerBounds(bodyTimeoutMs: number): void {
  const state = globalThis as Record<symbol, unknown>
  if (state[SUBSCRIBED]) return
  state[SUBSCRIBED] = true
  subscribe('http.server.request.start', (message) => {
    const { server } = message as { server?: Server }
    if (server) applyServerBounds(server, bodyTimeoutMs)
  })
}
