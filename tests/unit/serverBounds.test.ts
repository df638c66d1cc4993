/** @jest-environment node */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import {
  HEADERS_TIMEOUT_MS,
  installRequestChannel,
  MAX_REQUESTS_PER_CONNECTION,
} from '@/lib/http/requestChannel'
import { openRawConnection, requestHead } from '../support/rawConnection'

/** Every status line received (an answer's body runs straight into the next answer's). */
const statuses = (received: string) =>
  [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]))

describe('server bounds', () => {
  let handled = 0
  const server = http.createServer((_, response) => {
    handled++
    response.end('ok')
  })
  let port: number
  beforeAll(async () => {
    installRequestChannel(0, 120_000)
    installRequestChannel(0, 5_000) // a second install (another route bundle) changes nothing
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('bounds the headers and the whole request of the server that takes the first request', async () => {
    expect(server.headersTimeout).toBe(60_000) // Node's default, until a request arrives
    const answer = await fetch(`http://127.0.0.1:${port}/`)
    expect(await answer.text()).toBe('ok')
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS)
    expect(server.requestTimeout).toBe(120_000 + HEADERS_TIMEOUT_MS)
  })

  it('runs at most 100 of the requests a client pipelines on one connection; the rest get 503', async () => {
    const before = handled
    const client = openRawConnection(port)
    const burst = 3 * MAX_REQUESTS_PER_CONNECTION
    client.socket.write(requestHead('GET', '/', { host: 'localhost' }).repeat(burst))
    await client.until(() => statuses(client.received()).length === burst || client.closed())
    client.socket.destroy()
    const answered = statuses(client.received())
    expect(answered.filter((status) => status === 200)).toHaveLength(MAX_REQUESTS_PER_CONNECTION)
    expect(answered.filter((status) => status !== 200).every((status) => status === 503)).toBe(true)
    expect(handled - before).toBe(MAX_REQUESTS_PER_CONNECTION)
    // The last one run tells the client to open another connection.
    const answers = client.received().split('HTTP/1.1 ').slice(1)
    expect(answers[MAX_REQUESTS_PER_CONNECTION - 1]).toMatch(/^200 [^]*\r\nconnection: close\r\n/i)
    expect(answers[MAX_REQUESTS_PER_CONNECTION - 2]).toMatch(/\r\nconnection: keep-alive\r\n/i)
  })
})
