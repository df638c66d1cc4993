import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

import {
  CLIENT_ADDRESS_HEADER,
  markClientAddressInstalled,
  resolveClientAddress,
} from './clientAddress'
import { refuseOversizedFormPost } from './oversizedFormPosts'
import { normalizeRequestTarget, refuseOverlongTarget } from './requestTarget'

type RequestStart = { request: IncomingMessage; socket: Socket }

const SUBSCRIBED = Symbol.for('roomwise.clientAddressSubscribed')

/**
 * Next gives route handlers no socket, and fills X-Forwarded-For from the socket only when the
 * client did not send one, so that header alone can be forged. Node announces every request on
 * the `http.server.request.start` channel before the server sees it; there the real socket address
 * (or the trusted proxy's report, TRUST_PROXY_HOPS) replaces anything the client sent under our
 * header's name. Called once from src/instrumentation.ts when the server boots. The same place
 * turns away over-long and malformed request targets before Next or Payload parse them
 * (requestTarget.ts), and form posts to pages too large to read (oversizedFormPosts.ts).
 */
export function installClientAddress(trustedHops: number): void {
  const state = globalThis as Record<symbol, unknown>
  if (state[SUBSCRIBED]) return
  state[SUBSCRIBED] = true
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart
    refuseOverlongTarget(request)
    normalizeRequestTarget(request)
    refuseOversizedFormPost(request)
    request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
      socket.remoteAddress,
      request.headers['x-forwarded-for'],
      trustedHops,
    )
  })
  markClientAddressInstalled()
}
