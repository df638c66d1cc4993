import { baseURL } from './support/browser'
import { fetchPage } from './support/html'
import { localSessionCookie, newPerson } from './support/signIn'

// Editors manage redirects in the admin panel, which saves through this same REST API, so the
// server's own hooks run exactly as they do for a save in the panel.
let editorCookie: string

beforeAll(async () => {
  editorCookie = await localSessionCookie(newPerson('editor', 'redirects'))
}, 60_000)

async function api(
  method: 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ doc?: { id: number } }> {
  const response = await fetch(new URL(path, baseURL()), {
    method,
    headers: { cookie: editorCookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as { doc?: { id: number } }
}

/**
 * A saved redirect marks cached pages stale; like an edited entry, the first visit after that may
 * still get the old answer while the page renders again, so wait a few seconds as a person would.
 */
async function statusWithin(path: string, expected: number, timeoutMs = 10_000) {
  const started = Date.now()
  for (;;) {
    const page = await fetchPage(path)
    if (page.status === expected || Date.now() - started > timeoutMs) return page
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const addRedirect = async (from: string, url: string) =>
  (await api('POST', '/api/redirects', { from, to: { type: 'custom', url } })).doc!.id
const removeRedirect = (id: number) => api('DELETE', `/api/redirects/${id}`)

describe("an editor's redirects", () => {
  it('apply within seconds to an address that was a cached 404 a moment ago, and stop when removed', async () => {
    const from = `/glossary/old-rattan-${Date.now()}`
    expect((await fetchPage(from)).status).toBe(404) // the miss is now rendered and cached

    const id = await addRedirect(from, '/glossary/rattan')
    const moved = await statusWithin(from, 308)
    expect(moved.status).toBe(308)
    expect(new URL(moved.location!, baseURL()).pathname).toBe('/glossary/rattan')

    await removeRedirect(id)
    expect((await statusWithin(from, 404)).status).toBe(404)
  })

  it('move a whole folder that no route claims, keeping the rest of the address', async () => {
    const folder = `/journal-${Date.now()}`
    const id = await addRedirect(`${folder}/*`, '/blog/*')
    try {
      const moved = await statusWithin(`${folder}/interior-design-inspiration`, 308)
      expect(moved.status).toBe(308)
      expect(new URL(moved.location!, baseURL()).pathname).toBe('/blog/interior-design-inspiration')
      expect((await fetchPage(new URL(moved.location!, baseURL()).pathname)).status).toBe(200)
    } finally {
      await removeRedirect(id)
    }
  })

  it('never hide a published page: the page wins over a redirect from its own address', async () => {
    const id = await addRedirect('/glossary/japandi', '/glossary/rattan')
    try {
      const page = await fetchPage('/glossary/japandi')
      expect(page.status).toBe(200)
      expect(page.document.querySelector('h1')?.textContent).toBe('Japandi')
    } finally {
      await removeRedirect(id)
    }
  })
})
