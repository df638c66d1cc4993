import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

import { CLOSE_DELAY_MS, DRAIN_BYTES } from './finishBody'

const SUBSCRIBED = Symbol.for('roomwise.unreadBodiesSubscribed')

// After an answer sent before the body ended, reads up to DRAIN_BYTES more and closes the connection if
// it has not ended CLOSE_DELAY_MS later: otherwise the client's next request on it hangs.
export function discardUnreadBody(request: IncomingMessage, socket: Socket): void {
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

export function installUnreadBodyDiscard(): void {
  const state = globalThis as Record<symbol, unknown>
  if (state[SUBSCRIBED]) return
  state[SUBSCRIBED] = true
  subscribe('http.server.response.finish', (message) => {
    const { request, socket } = message as { request?: IncomingMessage; socket?: Socket }
    if (request && socket) discardUnreadBody(request, socket)
  })
}
