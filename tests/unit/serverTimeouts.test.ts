/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { HEADERS_TIMEOUT_MS, installServerTimeouts } from '@/lib/http/serverTimeouts'

describe('server timeouts', () => {
  it('bounds the headers and the whole request of the server that takes the first request', async () => {
    installServerTimeouts(120_000)
    installServerTimeouts(5_000) // a second install (another route bundle) changes nothing
    const server = http.createServer((_, response) => response.end('ok'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      expect(server.headersTimeout).toBe(60_000) // Node's default, until a request arrives
      const { port } = server.address() as AddressInfo
      const answer = await fetch(`http://127.0.0.1:${port}/`)
      expect(await answer.text()).toBe('ok')
      expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS)
      expect(server.requestTimeout).toBe(120_000 + HEADERS_TIMEOUT_MS)
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
