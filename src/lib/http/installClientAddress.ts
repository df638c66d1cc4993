import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

import {
  CLIENT_ADDRESS_HEADER,
  markClientAddressInstalled,
  resolveClientAddress,
} from './clientAddress'
import {
  normalizeRequestTarget,
  refuseOversizedFormPost,
  refuseOverlongTarget,
} from './requestTarget'

type RequestStart = { request: IncomingMessage; socket: Socket }

const SUBSCRIBED = Symbol.for('roomwise.clientAddressSubscribed')

// X-Forwarded-For alone can be forged, and Next gives routes no socket: on Node's request channel the
// real address replaces our header, and bad targets and oversized form posts are turned away.
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
