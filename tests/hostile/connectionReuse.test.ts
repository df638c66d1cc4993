/**
 * A client whose request is refused before its body was read (a bad id, a body too large, no
 * session, a method the route lacks) got its answer; its next request on the same kept-alive
 * connection must be answered too. Each case sends the refused request with its whole body and
 * the next request right behind it (HTTP/1.1 pipelining, as a client reusing the connection
 * does), over one raw connection. The fuzz pass once found these next requests waiting until the
 * client gave up (src/lib/http/requestChannel.ts). A body far beyond what the server drains
 * ends in a closed connection instead: the next request fails at once rather than waiting.
 */
import { baseURL } from '../e2e/support/browser'
import { MAX_REQUESTS_PER_CONNECTION } from '@/lib/http/requestChannel'
import { openRawConnection, requestHead } from '../support/rawConnection'

const BODY = 'x'.repeat(600_000)

const REFUSED = [
  { name: 'an id Payload cannot take', method: 'POST', path: '/api/webhook-events/versions/NaN' },
  { name: 'a post to the closed REST API', method: 'POST', path: '/api/redirects' },
  { name: 'a post to GraphQL while off', method: 'POST', path: '/api/graphql' },
  { name: 'a customer form without a session', method: 'POST', path: '/api/billing/portal' },
  { name: 'a method the route lacks', method: 'PUT', path: '/api/account/exports' },
]

const statuses = (received: string) =>
  [...received.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]))

describe('a refused body does not hold up the next request on its connection', () => {
  it.each(REFUSED)(
    '$name ($method $path)',
    async ({ method, path }) => {
      const { host, hostname, port } = new URL(baseURL())
      const client = openRawConnection(Number(port), hostname)
      try {
        client.socket.write(
          requestHead(method, path, {
            host,
            'content-type': 'application/json',
            'content-length': BODY.length,
          }) + BODY,
        )
        client.socket.write(requestHead('GET', '/api/health', { host }))
        await client.until(() => client.received().includes('"status":"ok"') || client.closed())
        const [refusal, next] = statuses(client.received())
        // A refusal, or the sign-in a form route sends a person without a session to.
        expect(refusal).toBeGreaterThanOrEqual(300)
        expect(refusal).toBeLessThan(500)
        expect(next).toBe(200)
        expect(client.received()).toContain('"status":"ok"')
      } finally {
        client.socket.destroy()
      }
    },
    30_000,
  )

  it('closes the connection after the answer when the body is far beyond what is drained', async () => {
    const { host, hostname, port } = new URL(baseURL())
    const client = openRawConnection(Number(port), hostname)
    const huge = 64 * 1024 * 1024
    try {
      client.socket.write(
        requestHead('POST', '/api/redirects', {
          host,
          'content-type': 'application/json',
          'content-length': huge,
        }),
      )
      client.socket.write(Buffer.alloc(huge, 0x78))
      client.socket.write(requestHead('GET', '/api/health', { host }))
      await client.until(() => client.closed())
      // Payload's REST refuses the public before reading (401); the rest of the body is not drained.
      expect(statuses(client.received())).toEqual([401])
    } finally {
      client.socket.destroy()
    }
  })

  it('runs at most 100 requests a client pipelines on one connection, answering the rest 503', async () => {
    const { host, hostname, port } = new URL(baseURL())
    const client = openRawConnection(Number(port), hostname)
    const burst = 3 * MAX_REQUESTS_PER_CONNECTION
    try {
      client.socket.write(requestHead('GET', '/api/health', { host }).repeat(burst))
      const answered = () => [...client.received().matchAll(/HTTP\/1\.1 (\d{3})/g)].length
      await client.until(() => answered() === burst || client.closed())
      const counts = new Map<string, number>()
      for (const [, status] of client.received().matchAll(/HTTP\/1\.1 (\d{3})/g))
        counts.set(status!, (counts.get(status!) ?? 0) + 1)
      expect(Object.fromEntries(counts)).toEqual({
        '200': MAX_REQUESTS_PER_CONNECTION,
        '503': burst - MAX_REQUESTS_PER_CONNECTION,
      })
    } finally {
      client.socket.destroy()
    }
    // Everyone else is served as before.
    const health = await fetch(new URL('/api/health', baseURL()), {
      signal: AbortSignal.timeout(10_000),
    })
    expect(health.status).toBe(200)
  }, 60_000)

  it('answers a target no route can match 400, and never redirects an absolute-form one off-site', async () => {
    const { host, hostname, port } = new URL(baseURL())
    const client = openRawConnection(Number(port), hostname)
    try {
      for (const [method, target] of [
        ['GET', '/%E0%A4%A'],
        ['GET', '/api/posts/%E0%A4%A'],
        ['OPTIONS', '*'],
        ['GET', 'http://evil.example/api/health'],
      ])
        client.socket.write(requestHead(method!, target!, { host }))
      await client.until(() => client.received().includes('"status":"ok"') || client.closed())
      const answered = [...client.received().matchAll(/HTTP\/1\.1 (\d{3})/g)].map(
        ([, code]) => code,
      )
      expect(answered).toEqual(['400', '400', '400', '200'])
      expect(client.received()).not.toMatch(/evil\.example/)
    } finally {
      client.socket.destroy()
    }
  })
})
