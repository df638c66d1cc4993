import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, Server } from 'node:http'
import type { Socket } from 'node:net'

import {
  CLIENT_ADDRESS_HEADER,
  markClientAddressInstalled,
  resolveClientAddress,
} from './clientAddress'
import { CLOSE_DELAY_MS, DRAIN_BYTES } from './finishBody'
import {
  normalizeRequestTarget,
  refuseOversizedFormPost,
  refuseOverlongTarget,
} from './requestTarget'

/** A client has this long to send its request line and headers (slowloris holds sockets open). */
export const HEADERS_TIMEOUT_MS = 20_000

/** Requests one connection carries: Node starts pipelined requests all at once, so past this it answers 503. */
export const MAX_REQUESTS_PER_CONNECTION = 100

type RequestStart = { request: IncomingMessage; socket: Socket; server?: Server }

const SUBSCRIBED = Symbol.for('roomwise.requestChannelSubscribed')
const BOUNDED = Symbol.for('roomwise.serverBoundsApplied')

// `next start` exposes no Node timeouts and gives routes no socket (X-Forwarded-For alone can be forged):
// Node's request channel bounds each server, sets the real client address, refuses bad targets.
export function installRequestChannel(trustedHops: number, bodyTimeoutMs: number): void {
  const state = globalThis as Record<symbol, unknown>
  if (state[SUBSCRIBED]) return
  state[SUBSCRIBED] = true
  subscribe('http.server.request.start', (message) => {
    const { request, socket, server } = message as RequestStart
    if (server) applyServerBounds(server, bodyTimeoutMs)
    refuseOverlongTarget(request)
    normalizeRequestTarget(request)
    refuseOversizedFormPost(request)
    request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
      socket.remoteAddress,
      request.headers['x-forwarded-for'],
      trustedHops,
    )
  })
  subscribe('http.server.response.finish', (message) => {
    const { request, socket } = message as Partial<RequestStart>
    if (request && socket) discardUnreadBody(request, socket)
  })
  markClientAddressInstalled()
}

function applyServerBounds(server: Server & { [BOUNDED]?: boolean }, bodyTimeoutMs: number) {
  if (server[BOUNDED]) return
  server[BOUNDED] = true
  server.headersTimeout = HEADERS_TIMEOUT_MS
  // Node checks connections against these on every sweep, so setting them late still applies.
  server.requestTimeout = bodyTimeoutMs + HEADERS_TIMEOUT_MS
  server.maxRequestsPerSocket = MAX_REQUESTS_PER_CONNECTION
}

// After an answer sent before the body ended, reads up to DRAIN_BYTES more and closes the connection if
// it has not ended CLOSE_DELAY_MS later: otherwise the client's next request on it hangs.
function discardUnreadBody(request: IncomingMessage, socket: Socket): void {
  if (request.complete || socket.destroyed) return
  const timer = setTimeout(() => {
    if (!request.complete && !socket.destroyed) socket.destroy()
  }, CLOSE_DELAY_MS)
  timer.unref() // never what keeps a process alive
  request.once('end', () => clearTimeout(timer))
  // Not resume(): a cancelled body stream's listener may still be attached, and then it does nothing.
  let dropped = 0
  const drop = () => {
    for (let chunk: Buffer | null; (chunk = request.read()) !== null;) {
      dropped += chunk.byteLength
      // Past this TCP holds the client back until the close; nobody keeps us receiving unwanted bytes.
      if (dropped > DRAIN_BYTES) {
        request.off('readable', drop)
        return
      }
    }
  }
  request.on('readable', drop)
  drop()
}
