/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { installRequestChannel } from '@/lib/http/requestChannel'
import { openRawConnection, requestHead } from '../support/rawConnection'

/**
 * A server that refuses as our routes do: it starts reading the body (so Node no longer discards
 * the rest itself), then answers 403 without reading on. The client is a raw connection, so the
 * test controls exactly what is sent on it and when.
 */
async function refusingServer() {
  const server = http.createServer((request, response) => {
    if (request.method === 'GET') return response.end('next')
    // A reader that stops reading but stays attached, as a cancelled body stream's does.
    let answered = false
    request.on('readable', () => {
      if (answered) return
      answered = true
      request.read()
      response.writeHead(403, { 'content-type': 'text/plain' }).end('refused')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

const post = (declared: number) =>
  requestHead('POST', '/refuse', {
    host: 'x',
    'content-type': 'text/plain',
    'content-length': declared,
  })

describe('a body left half-read by an early answer', () => {
  beforeAll(() => installRequestChannel(0, 120_000))

  it('is discarded, so the next request on the same connection is answered', async () => {
    const server = await refusingServer()
    const client = openRawConnection(server.port)
    try {
      const body = 'x'.repeat(600_000)
      client.socket.write(post(body.length) + body)
      await client.until(() => client.received().includes('refused'))
      client.socket.write('GET /next HTTP/1.1\r\nhost: x\r\n\r\n')
      await client.until(() => client.received().endsWith('next') || client.closed())
      expect(client.received()).toMatch(
        /^HTTP\/1\.1 403[\s\S]*refused[\s\S]*HTTP\/1\.1 200[\s\S]*next$/,
      )
      expect(client.closed()).toBe(false)
    } finally {
      client.socket.destroy()
      await server.close()
    }
  }, 15_000)

  it('closes the connection, after the answer, when the rest of the body never comes', async () => {
    const server = await refusingServer()
    const client = openRawConnection(server.port)
    try {
      client.socket.write(post(10_000_000) + 'x'.repeat(100_000))
      await client.until(() => client.closed())
      expect(client.received()).toMatch(/^HTTP\/1\.1 403[\s\S]*refused/)
    } finally {
      client.socket.destroy()
      await server.close()
    }
  }, 15_000)
})
