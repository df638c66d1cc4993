/**
 * What a visitor can learn about unpublished work, from an outside attacker's third pass: which
 * ids exist (Payload's per-document permissions), which published documents have a newer draft
 * (`draft=true`), and a draft's slug (a redirect pointing at it). Each answers the public as if
 * the draft were not there; editors keep what the admin panel needs.
 */
import type { Glossary } from '@/payload-types'
import { sharedPayload } from '../support/payload'
import { baseURL } from '../e2e/support/browser'
import { confirmedSessionCookie, newPerson } from '../e2e/support/signIn'

const stamp = Date.now().toString(36)
const cookies: { editor?: string; customer?: string } = {}
let draftId: number
let revisedId: number
let publishedCredenza: Glossary

// Run before the file's Payload closes (sharedPayload's clean-up; an afterAll here would run after).
const payload = sharedPayload(async (booted) => {
  await booted.delete({ collection: 'glossary', id: draftId })
  // Published again as it was, so the latest version is the published one once more.
  const { id: _id, createdAt: _c, updatedAt: _u, ...published } = publishedCredenza
  await booted.update({
    collection: 'glossary',
    id: revisedId,
    data: { ...published, _status: 'published' },
  })
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
  cookies.customer = await confirmedSessionCookie(payload(), newPerson('customer', 'drafts'))
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
  const [published] = (
    await payload().find({
      collection: 'glossary',
      where: { slug: { equals: 'credenza' } },
      depth: 0,
    })
  ).docs
  revisedId = published!.id
  publishedCredenza = published!
  // A newer, unpublished revision of a published entry.
  await payload().update({
    collection: 'glossary',
    id: revisedId,
    draft: true,
    data: { description: `An unpublished rewrite ${stamp}.`, _status: 'draft' },
  })
}, 120_000)

describe("Payload's per-document permissions", () => {
  it('answer the public and customers 404 for a draft, a private record and no record alike', async () => {
    for (const cookie of [undefined, cookies.customer])
      for (const path of [
        `/api/glossary/access/${draftId}`,
        `/api/glossary/access/${revisedId}`,
        '/api/glossary/access/99999999',
        '/api/users/access/1',
      ])
        expect([path, (await send(path, { method: 'POST', cookie })).status]).toEqual([path, 404])
  })

  it('still answer editors, as the admin panel asks them', async () => {
    const { status, body } = await send(`/api/glossary/access/${draftId}`, {
      method: 'POST',
      cookie: cookies.editor,
    })
    expect(status).toBe(200)
    expect(body).toHaveProperty('update')
  })

  it('through GraphQL too', async () => {
    const query = (cookie?: string) =>
      send('/api/graphql', {
        method: 'POST',
        cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: `{ docAccessGlossary(id: ${draftId}) { read { permission } } }`,
        }),
      })
    const refused = await query()
    const messages = (refused.body.errors as { message: string }[]).map((error) => error.message)
    expect(messages.join(' | ')).toMatch(/"docAccessGlossary" is for the admin panel/)
    // (Payload's own docAccess resolver then fails on `read.permission` for a draft: not ours.)
    const editors = await query(cookies.editor)
    expect(JSON.stringify(editors.body)).not.toMatch(/is for the admin panel/)
  })
})

describe('draft=true', () => {
  it('shows the public the published version, so no list names the entries with a pending draft', async () => {
    for (const cookie of [undefined, cookies.customer]) {
      const { status, body } = await send(
        `/api/glossary?draft=true&depth=0&where[id][equals]=${revisedId}`,
        { cookie },
      )
      expect(status).toBe(200)
      const docs = body.docs as { id: number; description: string }[]
      expect(docs.map((doc) => doc.id)).toEqual([revisedId])
      expect(docs[0]!.description).not.toContain(stamp)
    }
    const editors = await send(`/api/glossary?draft=true&depth=0&where[id][equals]=${revisedId}`, {
      cookie: cookies.editor,
    })
    expect((editors.body.docs as { description: string }[])[0]!.description).toContain(stamp)
  })
})

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
