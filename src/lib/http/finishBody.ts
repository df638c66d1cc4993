/** How long a refused client gets to read our answer before its connection is closed. */
export const CLOSE_DELAY_MS = 2_000
/**
 * A refused body is still read (and dropped) to its end when this small, so the connection stays
 * reusable: a client that sends its next request on it (fetch and browsers keep connections
 * alive) would otherwise wait until the connection is closed (seen: /api/health 5 s in the fuzz).
 */
export const DRAIN_BYTES = 2 * 1024 * 1024

type Reader = ReadableStreamDefaultReader<Uint8Array>

/**
 * Ends a request body we will not use. Reads at most `readUpTo` more bytes (at least one chunk,
 * or Node would drain the rest itself at full speed); a body that ends by then leaves the
 * connection usable. Otherwise reading stops (nothing more is received into memory: the client
 * is held back by TCP), and after a moment the stream is cancelled, which closes the connection.
 * Closing at once would reset it with the client's bytes unread, and most clients (browsers,
 * curl, Node) then report a network error instead of our 413.
 */
export function finishBody(reader: Reader, readUpTo: number): void {
  const timer = setTimeout(() => {
    reader.cancel().catch(() => undefined) // already closed or errored: nothing left to stop
  }, CLOSE_DELAY_MS)
  timer.unref() // never what keeps a process alive
  void (async () => {
    let read = 0
    try {
      do {
        const { done, value } = await reader.read()
        if (done) return clearTimeout(timer)
        read += value.byteLength
      } while (read <= readUpTo)
    } catch {
      clearTimeout(timer) // the client went away, or the timer cancelled the stream
    }
  })()
}

/** After refusing a body (too large, too slow): drop what is left when small, else close the connection shortly. */
export const closeAfterRefusal = (reader: Reader) => finishBody(reader, DRAIN_BYTES)

/** A body the handler never read (refused first: 401, 403, 429, …): finished the same way. */
export function finishUnreadBody(request: Request): void {
  if (request.body && !request.bodyUsed && !request.body.locked)
    finishBody(request.body.getReader(), DRAIN_BYTES)
}
