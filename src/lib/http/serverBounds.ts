import { subscribe } from 'node:diagnostics_channel'
import type { Server } from 'node:http'

/** A client has this long to send its request line and headers (slowloris holds sockets open). */
export const HEADERS_TIMEOUT_MS = 20_000

/** Requests one connection carries: Node starts pipelined requests all at once, so past this it answers 503. */
export const MAX_REQUESTS_PER_CONNECTION = 100

const APPLIED = Symbol.for('roomwise.serverBoundsApplied')
const SUBSCRIBED = Symbol.for('roomwise.serverBoundsSubscribed')

export function applyServerBounds(server: Server, bodyTimeoutMs: number): void {
  const marked = server as Server & { [APPLIED]?: boolean }
  if (marked[APPLIED]) return
  marked[APPLIED] = true
  server.headersTimeout = HEADERS_TIMEOUT_MS
  // Node checks connections against these on every sweep, so setting them late still applies.
  server.requestTimeout = bodyTimeoutMs + HEADERS_TIMEOUT_MS
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_CONNECTION
}

/** `next start` exposes no Node timeouts: the first request announced on the channel sets its server's bounds. */
export function installServerBounds(bodyTimeoutMs: number): void {
  const state = globalThis as Record<symbol, unknown>
  if (state[SUBSCRIBED]) return
  state[SUBSCRIBED] = true
  subscribe('http.server.request.start', (message) => {
    const { server } = message as { server?: Server }
    if (server) applyServerBounds(server, bodyTimeoutMs)
  })
}
