/**
 * The repository's nginx configuration (deploy/nginx/roomwise.conf.template), run by Debian's nginx
 * in front of two small upstreams that answer like the app does: public pages are micro-cached,
 * and nothing for a signed-in person, nothing private and nothing that sets a cookie is ever stored
 * or served from the cache.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { ensureNginx, startNginxOnFreePort, type RunningNginx } from '../../scripts/lib/nginx'
import { renderNginxConfig } from '../../scripts/lib/nginxConfig'

type Seen = { instance: string; method: string; url: string; headers: http.IncomingHttpHeaders }

const PUBLIC = 's-maxage=31536000' // what Next sends for a prerendered content page
const seen: Seen[] = []

/** An upstream answering each path the way the app answers that kind of page. */
function upstream(instance: string): http.Server {
  return http.createServer((request, response) => {
    seen.push({
      instance,
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
    })
    const url = request.url ?? '/'
    const headers: http.OutgoingHttpHeaders = { 'Content-Type': 'text/html' }
    if (url.startsWith('/private')) headers['Cache-Control'] = 'private, no-store'
    else if (url.startsWith('/sets-cookie')) {
      headers['Cache-Control'] = PUBLIC
      headers['Set-Cookie'] = 'authjs.csrf-token=abc; Path=/; HttpOnly'
    } else if (url.startsWith('/no-header')) {
      // no Cache-Control at all: not known to be shareable
    } else headers['Cache-Control'] = PUBLIC
    // A real page's headers: a long Content-Security-Policy and preload Link, about 6 KB in all.
    if (url.startsWith('/large-headers')) {
      headers['Content-Security-Policy'] =
        `default-src 'self'; ${"img-src 'self' data: blob:; ".repeat(90)}`
      headers['Link'] = Array.from(
        { length: 20 },
        (_, i) => `</_next/static/media/font-${i}.woff2>; rel=preload; as=font`,
      ).join(', ')
    }
    response.writeHead(200, headers)
    response.end(`<p>${instance} ${url}</p>`)
  })
}

/**
 * Listens on a loopback port the kernel picks at bind time: a port picked first and bound later
 * can be taken meanwhile by a parallel test's connection, and a failed listen never calls back.
 */
const listen = (server: http.Server) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port))
  })

let folder: string
let nginx: (RunningNginx & { port: number }) | undefined
let base: string
const servers: http.Server[] = []

beforeAll(async () => {
  const binary = ensureNginx()
  if (!binary) throw new Error('nginx is needed for this test: apt-get install -y nginx')
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roomwise-nginx-'))
  const ports: number[] = []
  for (const instance of ['instance-1', 'instance-2']) {
    const server = upstream(instance)
    ports.push(await listen(server))
    servers.push(server)
  }
  // A long micro-cache, so a HIT cannot turn into an expiry however slowly this machine runs.
  nginx = await startNginxOnFreePort(binary, folder, (port) =>
    renderNginxConfig({
      listen: `127.0.0.1:${port}`,
      upstreams: ports.map((p) => `127.0.0.1:${p}`),
      cacheDir: path.join(folder, 'cache'),
      microcache: '60s',
    }),
  )
  base = `http://127.0.0.1:${nginx.port}`
}, 60_000)

afterAll(async () => {
  await nginx?.stop()
  for (const server of servers) await new Promise((resolve) => server.close(resolve))
  if (folder) fs.rmSync(folder, { recursive: true, force: true })
})

async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(base + url, { method, headers, signal: AbortSignal.timeout(10_000) })
  await response.arrayBuffer()
  return { status: response.status, cache: response.headers.get('x-cache-status') }
}

const upstreamHits = (url: string) => seen.filter((request) => request.url === url).length

describe('nginx in front of the web instances (deploy/nginx)', () => {
  it('stores an anonymous public page: the second request is a HIT the instances never see', async () => {
    expect(await get('/glossary/japandi')).toEqual({ status: 200, cache: 'MISS' })
    expect(await get('/glossary/japandi')).toEqual({ status: 200, cache: 'HIT' })
    expect(upstreamHits('/glossary/japandi')).toBe(1)
  })

  it("stores and serves back a page whose headers are as large as a real page's (CSP, preload Link)", async () => {
    expect(await get('/large-headers')).toEqual({ status: 200, cache: 'MISS' })
    expect(await get('/large-headers')).toEqual({ status: 200, cache: 'HIT' })
    expect(upstreamHits('/large-headers')).toBe(1)
  })

  it.each([
    ['authjs.session-token=jwt'],
    ['__Secure-authjs.session-token=jwt'],
    ['theme=dark; authjs.session-token.0=part'],
    ['payload-token=jwt'],
  ])(
    'never serves a cached page to a request carrying a session cookie (%s), nor stores its answer',
    async (cookie) => {
      const page = `/blog/post-${seen.length}`
      expect((await get(page)).cache).toBe('MISS') // now cached for everyone else
      expect(await get(page, { Cookie: cookie })).toEqual({ status: 200, cache: 'BYPASS' })
      expect(await get(page, { Cookie: cookie })).toEqual({ status: 200, cache: 'BYPASS' })
      expect(upstreamHits(page)).toBe(3)

      const fresh = `/fresh-${seen.length}`
      expect((await get(fresh, { Cookie: cookie })).cache).toBe('BYPASS')
      expect((await get(fresh)).cache).toBe('MISS') // the signed-in answer was not stored
      expect(upstreamHits(fresh)).toBe(2)
    },
  )

  it('keeps requests apart whose key parts would run together (path + RSC header, host spellings)', async () => {
    expect((await get('/novary', { RSC: 'x' })).cache).toBe('MISS')
    expect((await get('/novaryx')).cache).toBe('MISS')
    expect(upstreamHits('/novaryx')).toBe(1)
    // fetch() sends its own Host; node:http sends the one given.
    const withHost = (host: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        const request = http.get(`${base}/hosted`, { headers: { Host: host } }, (response) => {
          response.resume()
          response.on('end', () => resolve(response.headers['x-cache-status'] as string))
        })
        request.on('error', reject)
      })
    const { port } = new URL(base)
    expect(await withHost(`localhost:${port}`)).toBe('MISS')
    expect(await withHost(`LOCALHOST:${port}`)).toBe('MISS') // the app is sent this spelling
    expect(upstreamHits('/hosted')).toBe(2)
  })

  it('a cookie that is not a session (the hint, a preference) still gets the shared page', async () => {
    await get('/glossary/hygge')
    expect((await get('/glossary/hygge', { Cookie: 'rw_session=1; theme=dark' })).cache).toBe('HIT')
  })

  it.each([
    ['`private, no-store`', '/private-page'],
    ['a Set-Cookie', '/sets-cookie'],
    ['no Cache-Control', '/no-header'],
  ])('never stores a response with %s', async (_what, page) => {
    for (let i = 0; i < 3; i++) expect((await get(page)).cache).not.toBe('HIT')
    expect(upstreamHits(page)).toBe(3)
  })

  it('passes /api and /admin through uncached, and never caches a POST', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await get('/api/glossary')).cache).toBeNull()
      expect((await get('/admin')).cache).toBeNull()
      expect((await get('/glossary/posted', {}, 'POST')).cache).not.toBe('HIT')
    }
    expect(upstreamHits('/api/glossary')).toBe(2)
    expect(upstreamHits('/admin')).toBe(2)
    expect(upstreamHits('/glossary/posted')).toBe(2)
  })

  it('tells the instances who the client is and how it connected, and spreads requests over both', async () => {
    const before = seen.length
    for (let i = 0; i < 6; i++) await get(`/api/spread-${i}`, { 'X-Forwarded-For': '203.0.113.9' })
    const requests = seen.slice(before)
    // The client's own header is kept and nginx appends the address it received from, so
    // TRUST_PROXY_HOPS=1 makes the app believe exactly that last address.
    for (const request of requests) {
      expect(request.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1')
      expect(request.headers['x-forwarded-proto']).toBe('http')
      expect(request.headers.host).toBe(new URL(base).host)
    }
    expect(new Set(requests.map((request) => request.instance))).toEqual(
      new Set(['instance-1', 'instance-2']),
    )
  })
})

describe('with --canonical, the site answers at its own address only', () => {
  it('redirects another host name there (308, path and query kept) and serves its own', async () => {
    const binary = ensureNginx()!
    const second = await startNginxOnFreePort(binary, path.join(folder, 'canonical'), (port) =>
      renderNginxConfig({
        listen: `127.0.0.1:${port}`,
        upstreams: [`127.0.0.1:${(servers[0]!.address() as { port: number }).port}`],
        cacheDir: path.join(folder, 'canonical', 'cache'),
        canonical: `http://127.0.0.1:${port}`,
      }),
    )
    const port = second.port
    const site = `http://127.0.0.1:${port}`
    try {
      const answer = (host: string) =>
        new Promise<{ status?: number; location?: string }>((resolve, reject) => {
          const request = http.get(
            `${site}/glossary/japandi?q=1`,
            { headers: { Host: host } },
            (response) => {
              response.resume()
              response.on('end', () =>
                resolve({ status: response.statusCode, location: response.headers.location }),
              )
            },
          )
          request.on('error', reject)
        })
      for (const other of [`localhost:${port}`, 'www.roomwise.test', '127.0.0.1'])
        expect(await answer(other)).toEqual({
          status: 308,
          location: `${site}/glossary/japandi?q=1`,
        })
      expect(await answer(`127.0.0.1:${port}`)).toEqual({ status: 200, location: undefined })
    } finally {
      await second.stop()
    }
  })

  it('refuses an address that is not a bare http(s) origin', () => {
    const render = (canonical: string) => () =>
      renderNginxConfig({
        listen: '80',
        upstreams: ['10.0.0.1:3000'],
        cacheDir: '/tmp/c',
        canonical,
      })
    for (const bad of [
      'example.com',
      'https://example.com/shop',
      'ftp://example.com',
      'https://a b',
    ])
      expect(render(bad)).toThrow(/is not an address like https:\/\/example.com/)
    expect(render('https://www.example.com')()).toContain(
      'return 308 https://www.example.com$request_uri;',
    )
  })
})
