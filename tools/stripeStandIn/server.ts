import http from 'node:http'
import type { createApiHandler } from './apiHandler'
import type { Core } from './core'
import { showCheckout, submitCheckout } from './pages/checkoutPage'
import { showInvoice, showReceipt } from './pages/documentPages'
import { notFoundPage, type PageResult } from './pages/html'
import { portalAction, showPortal } from './pages/portalPage'

const MAX_BODY = 1024 * 1024

function readBody(req: http.IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY) chunks.push(chunk)
    })
    req.on('end', () => resolve(size > MAX_BODY ? null : Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** The customer-facing pages Stripe hosts: checkout, portal, invoices and receipts. */
async function routePage(core: Core, method: string, url: URL, body: string): Promise<PageResult> {
  const form = Object.fromEntries(new URLSearchParams(body))
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
  const [section, id, action] = parts
  if (section === 'pay' && parts.length === 2 && (method === 'GET' || method === 'POST')) {
    const record = core.state.checkoutSessions.get(id)
    if (!record) return notFoundPage('No such checkout session.')
    return method === 'GET' ? showCheckout(core, record) : submitCheckout(core, record, form)
  }
  const viewing = parts.length === 2 && method === 'GET'
  if (section === 'portal' && (viewing || (parts.length === 3 && method === 'POST'))) {
    const portal = core.state.portalSessions.get(id)
    if (!portal) return notFoundPage('No such billing portal session.')
    return viewing
      ? showPortal(core, portal, url.searchParams.get('notice'))
      : portalAction(core, portal, action, form)
  }
  if (section === 'invoices' && parts.length === 2 && method === 'GET') return showInvoice(core, id)
  if (section === 'receipts' && parts.length === 2 && method === 'GET') return showReceipt(core, id)
  return notFoundPage('This page does not exist.')
}

export function createServer(core: Core, api: ReturnType<typeof createApiHandler>): http.Server {
  return http.createServer(async (req, res) => {
    try {
      const method = req.method ?? 'GET'
      const url = new URL(req.url ?? '/', 'http://stand-in.invalid')
      const body = await readBody(req)
      if (body === null) {
        res.writeHead(413, { 'Content-Type': 'text/plain' }).end('Request body too large')
        return
      }
      if (url.pathname.startsWith('/v1/')) {
        const answer = api.handle(method, url, req.headers, body)
        res.writeHead(answer.status, answer.headers).end(answer.body)
        return
      }
      const result = await routePage(core, method, url, body)
      if (result.location)
        res
          .writeHead(result.status, { Location: result.location, 'Cache-Control': 'no-store' })
          .end()
      else
        res
          .writeHead(result.status, {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'no-store',
          })
          .end(result.html)
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' })
      res.end(`Stripe stand-in error: ${error instanceof Error ? error.message : String(error)}`)
    }
  })
}
