import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One prediction a worker created through its proxy: when the request went out and came back. */
export type ProxiedPrediction = { id: string; sentAt: number; answeredAt: number }

export type PredictionProxy = {
  /** Replicate's API base for the process that sends through this proxy (…/v1). */
  url: string
  /** Predictions created through this proxy (201 answers to a POST …/predictions). */
  created: ProxiedPrediction[]
  /** Every other request (status checks, cancels), counted. */
  otherRequests: () => number
  stop(): Promise<void>
}

const readAll = async (req: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * A forwarding proxy in front of the Replicate stand-in, one per worker process, so each prediction
 * is attributed to the worker that submitted it: a redesign job's only call that creates a
 * prediction is its submission, so the predictions a worker's proxy created are the jobs it ran.
 * Output files and webhooks do not pass through it (they use the stand-in's own address).
 */
export async function startPredictionProxy(standInOrigin: string): Promise<PredictionProxy> {
  const created: ProxiedPrediction[] = []
  let other = 0
  const server = createServer((req, res) => {
    void (async () => {
      const sentAt = Date.now()
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readAll(req)
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name))
          headers.set(name, value)
      const answer = await fetch(`${standInOrigin}${req.url}`, {
        method: req.method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
      })
      const bytes = Buffer.from(await answer.arrayBuffer())
      const creates = req.method === 'POST' && /\/predictions$/.test(req.url ?? '')
      if (creates && answer.status === 201) {
        const { id } = JSON.parse(bytes.toString('utf8')) as { id: string }
        created.push({ id, sentAt, answeredAt: Date.now() })
      } else other++
      res.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
        'content-length': bytes.length,
        ...(answer.headers.get('retry-after')
          ? { 'retry-after': answer.headers.get('retry-after')! }
          : {}),
      })
      res.end(bytes)
    })().catch(() => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/v1`,
    created,
    otherRequests: () => other,
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
