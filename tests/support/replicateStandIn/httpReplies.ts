import type { IncomingMessage, ServerResponse } from 'node:http'

/** Replicate answers errors as RFC 9457 problem details. */
export function sendProblem(
  res: ServerResponse,
  status: number,
  title: string,
  detail: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify({ title, detail, status, ...extra })
  res.writeHead(status, {
    'content-type': 'application/problem+json',
    'content-length': Buffer.byteLength(body),
    ...headers,
  })
  res.end(body)
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value)
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  })
  res.end(body)
}

export async function readBody(
  req: IncomingMessage,
  maxBytes: number,
): Promise<Buffer | 'too_large'> {
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of req) {
    total += (chunk as Buffer).length
    if (total > maxBytes) return 'too_large'
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}
