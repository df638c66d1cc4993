const DISCARD_MS = 2_000
const DISCARD_BYTES = 16 * 1024 * 1024

/**
 * After a body is refused: keep reading and dropping what the client still sends, for a moment,
 * then cancel the stream, which closes the connection. Closing at once, with the client's bytes
 * unread, makes the kernel reset the connection, and most clients (browsers, curl, Node) then
 * report a network error instead of our 413; nginx's "lingering close" does the same. Nothing is
 * kept, so memory stays flat, and both the time and the bytes are capped.
 */
export function discardThenClose(body: ReadableStream<Uint8Array> | null, reader = body?.getReader()): void {
  if (!reader) return
  const close = () => {
    reader.cancel().catch(() => undefined) // already closed or errored: nothing left to stop
  }
  const timer = setTimeout(close, DISCARD_MS)
  void (async () => {
    let dropped = 0
    try {
      while (dropped <= DISCARD_BYTES) {
        const { done, value } = await reader.read()
        if (done) {
          // The client finished sending: the connection stays usable for its next request.
          clearTimeout(timer)
          return
        }
        dropped += value.byteLength
      }
    } catch {
      // the client went away, or the timer cancelled the stream
    }
    clearTimeout(timer)
    close()
  })()
}

/** Closes the connection of a request whose body the handler never read (refused before reading). */
export function discardUnreadBody(request: Request): void {
  if (request.body && !request.bodyUsed && !request.body.locked) discardThenClose(request.body)
}
