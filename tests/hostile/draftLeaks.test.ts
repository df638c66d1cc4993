/**
 * A draft's slug must not leak through a redirect pointing at it. (Payload's REST and GraphQL,
 * where ids and drafts could be probed, serve staff only: tests/hostile/closedApi.test.ts.)
 */
import { sharedPayload } from '../support/payload'
import { baseURL } from '../e2e/support/browser'
import { confirmedSessionCookie, newPerson } from '../e2e/support/signIn'

const stamp = Date.now().toString(36)
const cookies: { editor?: string } = {}
let draftId: number

// Run before the file's Payload closes (sharedPayload's clean-up; an afterAll here would run after).
const payload = sharedPayload(async (booted) => {
  await booted.delete({ collection: 'glossary', id: draftId })
})

async function send(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers)
  headers.set('origin', new URL(baseURL()).origin)
  if (init.cookie) headers.set('cookie', init.cookie)
  const response = await fetch(new URL(path, baseURL()), {
    ...init,
    headers,
    signal: AbortSignal.timeout(10_000),
  })
  const text = await response.text()
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  }
}

beforeAll(async () => {
  cookies.editor = await confirmedSessionCookie(payload(), newPerson('editor', 'drafts'))
  draftId = (
    await payload().create({
      collection: 'glossary',
      draft: true,
      data: {
        title: `Secret ${stamp}`,
        slug: `secret-${stamp}`,
        description: 'x',
        _status: 'draft',
      },
    })
  ).id
}, 120_000)

describe('a redirect to a draft', () => {
  it('is not followed, so the address answers 404 without naming the draft', async () => {
    const from = `/old-secret-${stamp}`
    const created = await send('/api/redirects', {
      method: 'POST',
      cookie: cookies.editor,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        from,
        to: { type: 'reference', reference: { relationTo: 'glossary', value: draftId } },
      }),
    })
    expect(created.status).toBe(201)
    try {
      const response = await fetch(new URL(from, baseURL()), { redirect: 'manual' })
      await response.arrayBuffer()
      expect(response.status).toBe(404)
      expect(response.headers.get('location')).toBeNull()
    } finally {
      const id = (created.body.doc as { id: number }).id
      await send(`/api/redirects/${id}`, { method: 'DELETE', cookie: cookies.editor })
    }
  })
})
