/**
 * Payload's REST and GraphQL serve editors and admins only (src/lib/payload/staffOnlyApi.ts, the
 * proxy): the public and customers are refused, small and fast, before any query runs, on every
 * collection (Payload's own included) and global; upload files still serve the site's images.
 */
import { baseURL } from '../e2e/support/browser'
import { confirmedSessionCookie, newPerson } from '../e2e/support/signIn'
import { sharedPayload } from '../support/payload'

const payload = sharedPayload()
const cookies: { customer?: string; editor?: string } = {}

type Answer = { status: number; bytes: number; ms: number; body: string }

async function send(path: string, cookie?: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now()
  const response = await fetch(new URL(path, baseURL()), {
    ...init,
    headers: { ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string>) },
    signal: AbortSignal.timeout(15_000),
  })
  const body = await response.text()
  return {
    status: response.status,
    bytes: Buffer.byteLength(body),
    ms: performance.now() - started,
    body,
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Every list and by-id route, Payload's own collections included, every global, and GraphQL. */
function closedPaths(): string[] {
  const { collections, globals } = payload().config
  return [
    ...collections.flatMap((c) => [
      `/api/${c.slug}`,
      `/api/${c.slug}/1`,
      `/api/${c.slug}/access/1`,
    ]),
    ...globals.map((g) => `/api/globals/${g.slug}`),
    '/api/access',
    '/api/users/me',
    '/api/glossary/versions',
    '/api/glossary/count',
  ]
}

beforeAll(async () => {
  cookies.customer = await confirmedSessionCookie(payload(), newPerson('customer', 'closed'))
  cookies.editor = await confirmedSessionCookie(payload(), newPerson('editor', 'closed'))
}, 60_000)

describe.each(['anonymous', 'customer'] as const)('as %s', (actor) => {
  const cookie = () => (actor === 'customer' ? cookies.customer : undefined)

  it('every collection, global and root route answers 401/403/404 under 1 KB', async () => {
    const paths = closedPaths()
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/payload-preferences',
        '/api/payload-locked-documents',
        '/api/payload-migrations',
      ]),
    )
    const answers: (Answer & { path: string })[] = []
    for (const path of paths) answers.push({ path, ...(await send(path, cookie())) })
    const open = answers.filter((a) => ![401, 403, 404].includes(a.status) || a.bytes >= 1024)
    expect(open.map(({ path, status, bytes }) => ({ path, status, bytes }))).toEqual([])
    const ms = median(answers.map((a) => a.ms))
    console.log(
      `${actor}: ${answers.length} refusals, median ${ms.toFixed(1)} ms, max ${Math.max(...answers.map((a) => a.ms)).toFixed(1)} ms`,
    )
    expect(ms).toBeLessThan(50)
  }, 120_000)

  it('writes are refused before Payload reads them', async () => {
    for (const [method, path] of [
      ['POST', '/api/glossary'],
      ['PATCH', '/api/glossary/1'],
      ['DELETE', '/api/glossary/1'],
      ['POST', '/api/globals/site-settings'],
      ['POST', '/api/payload-locked-documents'],
    ] as const) {
      const answer = await send(path, cookie(), {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'x' }),
      })
      expect(`${method} ${path} ${answer.status}`).toMatch(/ 40[13]$/)
    }
  })

  it('GraphQL answers 401/403/404 under 1 KB', async () => {
    const answer = await send('/api/graphql', cookie(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ Glossaries(limit:100){docs{title}} }' }),
    })
    expect([401, 403, 404]).toContain(answer.status)
    expect(answer.bytes).toBeLessThan(1024)
  })

  it('a file route with a method override, or an inherited name as a collection, is refused unread', async () => {
    const override = { 'x-payload-http-method-override': 'GET', 'content-type': 'application/json' }
    const answer = await send('/api/media/file/x.jpg', cookie(), {
      method: 'POST',
      headers: override,
      body: '{bad',
    })
    expect(answer.status).toBe(405)
    for (const path of ['/api/constructor/file/x', '/api/__proto__/file/x', '/api/toString'])
      expect((await send(path, cookie())).status).toBe(404)
  })
})

describe('staff writes', () => {
  it('are refused when another site (or a sibling subdomain) sends them', async () => {
    const question = `Planted from another site ${Date.now()}?`
    const answer = await send('/api/faqs', cookies.editor, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
      body: JSON.stringify({ question, answer: 'No.' }),
    })
    expect(answer.status).toBe(403)
    const planted = await payload().count({
      collection: 'faqs',
      where: { question: { equals: question } },
    })
    expect(planted.totalDocs).toBe(0)
  })

  it('ask for at most 250 rows a page', async () => {
    for (const query of ['limit=100000', 'limit=0', 'limit=-1', 'pagination=false']) {
      const answer = await send(`/api/glossary?${query}`, cookies.editor)
      expect(answer.status).toBe(400)
      expect(answer.body).toMatch(/limit must be|one page of results/)
    }
    expect((await send('/api/glossary?limit=250&depth=0', cookies.editor)).status).toBe(200)
  })

  it('hold an overridden query to 64 KB', async () => {
    const answer = await send('/api/glossary', cookies.editor, {
      method: 'POST',
      headers: {
        'x-payload-http-method-override': 'GET',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `limit=1&where[title][equals]=${'x'.repeat(70_000)}`,
    })
    expect(answer.status).toBe(413)
  })
})

describe('what stays open', () => {
  it('public media files are served to everyone', async () => {
    const [media] = (await payload().find({ collection: 'media', limit: 1, depth: 0 })).docs
    expect(media?.filename).toBeTruthy()
    const answer = await fetch(new URL(`/api/media/file/${media!.filename}`, baseURL()))
    await answer.arrayBuffer()
    expect(answer.status).toBe(200)
  })

  it('a missing or oddly named file, or ?prefix=, is a 404', async () => {
    for (const path of [
      '/api/media/file/nothing-here.png',
      '/api/media/file/x.png?prefix=redesign-images',
      '/api/media/file/%00.png',
    ])
      expect((await send(path)).status).toBe(404)
  })

  it('editors still use REST, answered privately', async () => {
    const response = await fetch(new URL('/api/glossary?limit=1&depth=0', baseURL()), {
      headers: { cookie: cookies.editor! },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/private|no-store/)
    expect(((await response.json()) as { docs: unknown[] }).docs).toHaveLength(1)
  })
})

describe('40 parallel anonymous listings', () => {
  it('leave /api/health answering in under 200 ms (median during the burst)', async () => {
    const listings = Array.from({ length: 40 }, () => send('/api/glossary?limit=100&depth=2'))
    const probes: number[] = []
    let done = false
    const burst = Promise.all(listings).finally(() => (done = true))
    while (!done || probes.length < 5) {
      const { status, ms } = await send('/api/health')
      expect(status).toBe(200)
      probes.push(ms)
    }
    const answers = await burst
    const refusals = answers.map((a) => a.ms)
    console.log(
      `health during burst: median ${median(probes).toFixed(1)} ms over ${probes.length} probes (max ${Math.max(...probes).toFixed(1)}); ` +
        `refusals: median ${median(refusals).toFixed(1)} ms, ${answers.reduce((n, a) => n + a.bytes, 0)} bytes in all`,
    )
    for (const answer of answers) {
      expect(answer.status).toBe(401)
      expect(answer.bytes).toBeLessThan(1024)
    }
    expect(median(probes)).toBeLessThan(200)
  }, 60_000)
})
