import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

import { CLOSE_DELAY_MS, DRAIN_BYTES } from './finishBody'

const SUBSCRIBED = Symbol.for('roomwise.unreadBodiesSubscribed')

/**
 * The request a response was just finished for, when part of its body is still unread: up to
 * DRAIN_BYTES more is read and dropped, so the connection can carry the client's next request;
 * if the body has not ended CLOSE_DELAY_MS after the answer, the connection is closed.
 *
 * Why at the socket: a handler that answers before reading the whole body (a refusal, 400, 403,
 * 413) leaves Node's parser stopped in the middle of it once anything has read from the stream,
 * since Node then no longer discards the rest itself. Cancelling the body's web stream
 * (finishBody.ts) neither reads on nor closes the connection under `next start`. The client,
 * which got its answer, sends its next request on the same kept-alive connection, and that request
 * waited until the client gave up (the fuzz pass met 23 to 44 such 10 s hangs in 2,200
 * requests; tests/hostile/connectionReuse.test.ts). The delay lets the client read the answer
 * before a close, which with its bytes unread would be a reset that most clients report instead
 * of the answer.
 */
export function discardUnreadBody(request: IncomingMessage, socket: Socket): void {
  if (request.complete || socket.destroyed) return
  const timer = setTimeout(() => {
    if (!request.complete && !socket.destroyed) socket.destroy()
  }, CLOSE_DELAY_MS)
  timer.unref() // never what keeps a process alive
  request.once('end', () => clearTimeout(timer))
  // Read and drop, rather than resume(): a reader that stopped reading may still be attached
  // (a cancelled body stream's 'readable' listener), and then resume() does nothing.
  let dropped = 0
  const drop = () => {
    for (let chunk: Buffer | null; (chunk = request.read()) !== null;) {
      dropped += chunk.byteLength
      // Past this the client is held back by TCP until the close: reading on would let anyone
      // keep the server busy receiving bytes nobody wants (as refusals drain, finishBody.ts).
      if (dropped > DRAIN_BYTES) {
        request.off('readable', drop)
        return
      }
    }
  }
  request.on('readable', drop)
  drop()
}

/**
 * Node announces every finished response on `http.server.response.finish`, with its request and
 * socket (`next start` gives the app no handle on its server). Called once from
 * src/instrumentation.ts.
 */
export function installUnreadBodyDiscard(): void {
  const state = globalThis as Record<symbol, unknown>
  if (state[SUBSCRIBED]) return
  state[SUBSCRIBED] = true
  subscribe('http.server.response.finish', (message) => {
    const { request, socket } = message as { request?: IncomingMessage; socket?: Socket }
    if (request && socket) discardUnreadBody(request, socket)
  })
}
