import { createHmac } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'

/**
 * Stripe's signature: HMAC-SHA256 (hex) of `${timestamp}.${raw body}` keyed with the whole
 * endpoint secret (`whsec_…`), sent as `Stripe-Signature: t=<timestamp>,v1=<signature>`.
 */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}.${payload}`, 'utf8')
    .digest('hex')
  return `t=${timestamp},v1=${signature}`
}

export type PostResult = { status: number | null; error: string | null; responseBody: string }

/** One POST with a deadline; never throws, a failure is part of the delivery record. */
export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<PostResult> {
  return new Promise((resolve) => {
    let target: URL
    try {
      target = new URL(url)
    } catch {
      resolve({ status: null, error: `Invalid endpoint URL: ${url}`, responseBody: '' })
      return
    }
    const transport = target.protocol === 'https:' ? https : http
    const request = transport.request(
      target,
      {
        method: 'POST',
        agent: false,
        timeout: timeoutMs,
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => {
          if (chunks.length < 64) chunks.push(chunk)
        })
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? null,
            error: null,
            responseBody: Buffer.concat(chunks).toString('utf8').slice(0, 2000),
          }),
        )
        response.on('error', (error) =>
          resolve({ status: response.statusCode ?? null, error: error.message, responseBody: '' }),
        )
      },
    )
    request.on('timeout', () => request.destroy(new Error(`Timed out after ${timeoutMs} ms`)))
    request.on('error', (error) =>
      resolve({ status: null, error: error.message, responseBody: '' }),
    )
    request.end(body)
  })
}
