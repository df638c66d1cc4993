/** How long a refused client gets to read our answer before its connection is closed. */
export const CLOSE_DELAY_MS = 2_000
/** A refused body this small is still read to its end, so the kept-alive connection stays usable. */
export const DRAIN_BYTES = 2 * 1024 * 1024

type Reader = ReadableStreamDefaultReader<Uint8Array>

// Ends a body we will not use: reads up to `readUpTo` more, then stops and cancels after a moment.
// Closing at once would reset the connection and clients would report a network error, not our 413.
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

export const closeAfterRefusal = (reader: Reader) => finishBody(reader, DRAIN_BYTES)

/** A body the handler never read (refused first: 401, 403, 429, …): finished the same way. */
export function finishUnreadBody(request: Request): void {
  if (request.body && !request.bodyUsed && !request.body.locked)
    finishBody(request.body.getReader(), DRAIN_BYTES)
}
