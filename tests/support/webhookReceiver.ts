import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type ReceivedRequest = {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  body: string
}

/**
 * A tiny local HTTP endpoint for tests: records every request (raw body kept for signature checks)
 * and answers with `respondWith` (200 by default), or a small HTML page for GETs such as a
 * success_url or cancel_url.
 */
export async function startWebhookReceiver() {
  const received: ReceivedRequest[] = []
  let status = 200
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const entry = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      received.push(entry)
      if (entry.method === 'GET') {
        res
          .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
          .end(`<!doctype html><title>Landed</title><h1>Landed on ${entry.path}</h1>`)
      } else {
        res
          .writeHead(status, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ received: status < 300 }))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    received,
    /** Webhook posts only, in arrival order. */
    posts: () => received.filter((r) => r.method === 'POST'),
    respondWith(next: number) {
      status = next
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
