/**
 * Payload's own collections (locks, preferences, jobs, migrations, key-value) are deny-by-default
 * (issue 10, finding 5): a customer or visitor can neither create, read, update nor delete them,
 * through REST or GraphQL, so nobody outside the editorial team can block an editor's save with a
 * lock. An editor still locks what they edit and saves it.
 */
import { sharedPayload } from '../support/payload'
import { baseURL } from '../e2e/support/browser'
import { confirmedSessionCookie, newPerson } from '../e2e/support/signIn'

const payload = sharedPayload(async (payload) => {
  await payload.delete({
    collection: 'payload-locked-documents',
    where: { 'document.value': { equals: glossaryId } },
    overrideAccess: true,
  })
})
const cookies: Record<'customer' | 'editor', string> = { customer: '', editor: '' }
const ids: Record<'customer' | 'editor', number> = { customer: 0, editor: 0 }
let glossaryId: number

async function call(method: string, path: string, cookie?: string, body?: unknown) {
  const headers: Record<string, string> = cookie ? { cookie } : {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(new URL(path, baseURL()), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  })
  const text = await response.text()
  return {
    status: response.status,
    text,
    json: (() => {
      try {
        return JSON.parse(text) as Record<string, unknown>
      } catch {
        return {}
      }
    })(),
  }
}

const lockOf = (who: 'customer' | 'editor', documentId = glossaryId) => ({
  document: { relationTo: 'glossary', value: documentId },
  user: { relationTo: 'users', value: ids[who] },
})

/** `who` asks REST to lock a document (their own lock on the glossary entry unless `body` says). */
const lockAs = (who: 'customer' | 'editor', body: unknown = lockOf(who)) =>
  call('POST', '/api/payload-locked-documents', cookies[who], body)

/** The editor's lock on the glossary entry, as the admin panel takes it; its id. */
async function editorLock(): Promise<number> {
  const lock = await lockAs('editor')
  expect(lock.status).toBe(201)
  return (lock.json.doc as { id: number }).id
}

beforeAll(async () => {
  for (const role of ['customer', 'editor'] as const) {
    const person = newPerson(role)
    cookies[role] = await confirmedSessionCookie(payload(), person)
    ids[role] = (await call('GET', '/api/users/me', cookies[role])).json.user
      ? ((await call('GET', '/api/users/me', cookies[role])).json.user as { id: number }).id
      : 0
  }
  const stamp = Date.now().toString(36)
  glossaryId = (
    await payload().create({
      collection: 'glossary',
      data: { title: `Lock target ${stamp}`, slug: `lock-target-${stamp}`, _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
  ).id
}, 120_000)

// 501 is Payload's answer for a collection without REST endpoints (payload-migrations).
const refused = (status: number) => [401, 403, 404, 405, 501].includes(status)

describe.each([
  ['a customer', () => cookies.customer],
  ['an anonymous visitor', () => undefined],
])('%s and Payload’s own collections (REST)', (_who, cookie) => {
  it.each([
    'payload-locked-documents',
    'payload-preferences',
    'payload-jobs',
    'payload-migrations',
    'payload-kv',
  ])('cannot list or create %s', async (collection) => {
    const list = await call('GET', `/api/${collection}`, cookie())
    expect(refused(list.status)).toBe(true)
    const create = await call(
      'POST',
      `/api/${collection}`,
      cookie(),
      collection === 'payload-locked-documents'
        ? lockOf('customer')
        : { key: 'x', value: { a: 1 } },
    )
    expect(refused(create.status)).toBe(true)
  })

  it('cannot read, write or delete preferences by key, nor run the jobs queue', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await call(
        method,
        '/api/payload-preferences/some-key',
        cookie(),
        method === 'POST' ? { value: { a: 1 } } : undefined,
      )
      expect(refused(answer.status)).toBe(true)
    }
    expect(refused((await call('GET', '/api/payload-jobs/run', cookie())).status)).toBe(true)
  })

  it('cannot update or delete an editor’s lock, which stays in place', async () => {
    const lockId = await editorLock()
    expect(
      refused(
        (
          await call('PATCH', `/api/payload-locked-documents/${lockId}`, cookie(), {
            user: { relationTo: 'users', value: ids.customer },
          })
        ).status,
      ),
    ).toBe(true)
    expect(
      refused((await call('DELETE', `/api/payload-locked-documents/${lockId}`, cookie())).status),
    ).toBe(true)
    expect(
      refused(
        (
          await call(
            'DELETE',
            `/api/payload-locked-documents?where[id][equals]=${lockId}`,
            cookie(),
          )
        ).status,
      ),
    ).toBe(true)
    const still = await payload().findByID({
      collection: 'payload-locked-documents',
      id: lockId,
      overrideAccess: true,
      depth: 0,
    })
    expect(still.user.value).toBe(ids.editor)
    await payload().delete({
      collection: 'payload-locked-documents',
      id: lockId,
      overrideAccess: true,
    })
  })
})

describe('GraphQL', () => {
  const graphQL = (query: string, cookie?: string) =>
    call('POST', '/api/graphql', cookie, { query })

  it.each([
    ['list locks', '{ PayloadLockedDocuments { docs { id } } }', 'PayloadLockedDocuments'],
    ['list preferences', '{ PayloadPreferences { docs { id key } } }', 'PayloadPreferences'],
    ['list jobs', '{ PayloadJobs { docs { id } } }', 'PayloadJobs'],
    ['list key-value entries', '{ PayloadKvs { docs { id } } }', 'PayloadKvs'],
    [
      'create a lock',
      () =>
        `mutation { createPayloadLockedDocument(data: { document: { relationTo: glossary, value: ${glossaryId} }, user: { relationTo: users, value: ${ids.customer} } }) { id } }`,
      'createPayloadLockedDocument',
    ],
    [
      'create a preference',
      'mutation { createPayloadPreference(data: { key: "x", user: { relationTo: users, value: 1 } }) { id } }',
      'createPayloadPreference',
    ],
  ])('a customer cannot %s', async (_what, query, field) => {
    const { status, json } = await graphQL(
      typeof query === 'function' ? query() : query,
      cookies.customer,
    )
    expect(status).toBeLessThan(500)
    expect((json.data as Record<string, unknown> | null | undefined)?.[field] ?? null).toBeNull()
    expect((json.errors as unknown[] | undefined)?.length).toBeGreaterThan(0)
  })
})

describe('editors keep the admin panel’s locking', () => {
  it('a customer’s lock attempt does not block an editor’s save; the editor locks, saves and unlocks', async () => {
    expect((await lockAs('customer')).status).toBe(403)
    const lockId = await editorLock()
    // What the admin panel does: find the lock of the open document, save, then unlock.
    const found = await call(
      'GET',
      `/api/payload-locked-documents?where[document.relationTo][equals]=glossary&where[document.value][equals]=${glossaryId}`,
      cookies.editor,
    )
    expect((found.json.docs as { id: number }[]).map((doc) => doc.id)).toContain(lockId)
    // Leaving the document unlocks it (the admin panel's DELETE); locking again and saving works,
    // and Payload releases the lock with the save.
    expect(
      (await call('DELETE', `/api/payload-locked-documents/${lockId}`, cookies.editor)).status,
    ).toBe(200)
    expect((await lockAs('editor')).status).toBe(201)
    const save = await call('PATCH', `/api/glossary/${glossaryId}?draft=true`, cookies.editor, {
      title: 'Saved while locked by its editor',
    })
    expect(save.status).toBe(200)
    expect((save.json.doc as { title: string }).title).toBe('Saved while locked by its editor')
  })

  it('an editor cannot lock a document they do not edit, or lock in someone else’s name', async () => {
    // Editors may update only their own user, so another person's account is not theirs to lock.
    const othersAccount = {
      document: { relationTo: 'users', value: ids.customer },
      user: { relationTo: 'users', value: ids.editor },
    }
    expect((await lockAs('editor', othersAccount)).status).toBe(403)
    expect((await lockAs('editor', lockOf('customer'))).status).toBe(403)
  })
})
