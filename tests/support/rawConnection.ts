import net from 'node:net'

/**
 * One raw TCP connection to an HTTP server, so a test controls exactly what is sent on it and
 * when (a client library would open a new connection or refuse to reuse one): everything the
 * server sends back, and whether it has closed the connection.
 */
export function openRawConnection(port: number, host = '127.0.0.1') {
  const socket = net.connect(port, host)
  let received = ''
  let closed = false
  socket.setEncoding('latin1')
  socket.on('data', (chunk: string) => (received += chunk))
  socket.on('error', () => undefined) // a reset shows as closed
  socket.on('close', () => (closed = true))
  return {
    socket,
    received: () => received,
    closed: () => closed,
    /** Waits until `done()` holds; the test's own timeout bounds the wait. */
    until: async (done: () => boolean) => {
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 20))
    },
  }
}

/** The head of a request whose body the caller writes after it. */
export const requestHead = (
  method: string,
  path: string,
  headers: Record<string, string | number>,
) =>
  `${method} ${path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`
