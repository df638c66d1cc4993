import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { applyMaintenanceStatementTimeout } from '../../scripts/lib/statementTimeout'
import { sharedPayload } from '../support/payload'

const payload = sharedPayload()
let serial = 0
const tag = () => `ql${Date.now().toString(36)}${serial++}`
const pool = () => (payload().db as unknown as PostgresAdapter).pool

const makeUser = (role: 'customer' | 'editor' | 'admin'): Promise<User> => {
  const t = tag()
  return payload().create({
    collection: 'users',
    data: {
      email: `${role}.${t}@roomwise.test`,
      name: `${role} ${t}`,
      role,
      credits: 0,
      ageTermsConfirmedAt: new Date().toISOString(),
    },
    overrideAccess: true,
  })
}

describe('PostgreSQL statement_timeout on the application’s connections', () => {
  it('is applied to every connection of the pool (DATABASE_STATEMENT_TIMEOUT_MS, 5 s by default)', async () => {
    const clients = await Promise.all([pool().connect(), pool().connect()])
    try {
      for (const client of clients)
        expect((await client.query('SHOW statement_timeout')).rows[0].statement_timeout).toBe('5s')
    } finally {
      for (const client of clients) client.release()
    }
  })

  it('cancels a runaway statement quickly with a clean error, and the pool keeps working', async () => {
    const started = Date.now()
    const error = await pool()
      .query('SELECT pg_sleep(30)')
      .catch((caught: unknown) => caught)
    const elapsed = Date.now() - started
    expect(error).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    })
    expect(elapsed).toBeLessThan(15_000)
    expect((await pool().query('SELECT 1 AS one')).rows[0].one).toBe(1)
  }, 30_000)
})

describe('Payload’s own collections, through the local API as each person', () => {
  let customer: User
  let editor: User
  let glossaryId: number
  beforeAll(async () => {
    customer = await makeUser('customer')
    editor = await makeUser('editor')
    glossaryId = (
      await payload().create({
        collection: 'glossary',
        data: { title: `Locked ${tag()}`, slug: `locked-${tag()}`, _status: 'draft' },
        draft: true,
        overrideAccess: true,
      })
    ).id
  })

  const lockData = (user: User, relationTo: 'glossary' | 'orders', value: number) => ({
    document: { relationTo, value },
    user: { relationTo: 'users' as const, value: user.id },
  })
  const createLock = (user: User, data: ReturnType<typeof lockData>) =>
    payload().create({
      collection: 'payload-locked-documents',
      data,
      overrideAccess: false,
      user: { ...user, collection: 'users' },
    })

  it('a customer can neither lock a document nor read, update or delete locks', async () => {
    await expect(
      createLock(customer, lockData(customer, 'glossary', glossaryId)),
    ).rejects.toMatchObject({ status: 403 })
    const editorLock = await createLock(editor, lockData(editor, 'glossary', glossaryId))
    const asCustomer = {
      overrideAccess: false,
      user: { ...customer, collection: 'users' as const },
    }
    await expect(
      payload().find({ collection: 'payload-locked-documents', ...asCustomer }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload().delete({
        collection: 'payload-locked-documents',
        id: editorLock.id,
        ...asCustomer,
      }),
    ).rejects.toMatchObject({ status: 403 })
    await payload().delete({
      collection: 'payload-locked-documents',
      id: editorLock.id,
      overrideAccess: true,
    })
  })

  it('an editor locks what they edit, in their own name only, and finds it as the admin panel does', async () => {
    const lock = await createLock(editor, lockData(editor, 'glossary', glossaryId))
    expect(lock.id).toBeDefined()
    const found = await payload().find({
      collection: 'payload-locked-documents',
      where: {
        and: [
          { 'document.relationTo': { equals: 'glossary' } },
          { 'document.value': { equals: glossaryId } },
        ],
      },
      depth: 1,
      pagination: false,
      overrideAccess: false,
      user: { ...editor, collection: 'users' },
    })
    expect(found.docs.map((doc) => doc.id)).toContain(lock.id)
    await payload().delete({
      collection: 'payload-locked-documents',
      id: lock.id,
      overrideAccess: true,
    })
    await expect(
      createLock(editor, lockData(customer, 'glossary', glossaryId)),
    ).rejects.toMatchObject({ status: 403 })
    await expect(createLock(editor, lockData(editor, 'orders', 1))).rejects.toMatchObject({
      status: 403,
    })
    // Editors may edit only their own user record, so they may lock only that one.
    const someoneElse = { document: { relationTo: 'users', value: customer.id }, user: editor.id }
    await expect(
      createLock(editor, someoneElse as unknown as ReturnType<typeof lockData>),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('preferences, migrations and key-value entries are refused to customers', async () => {
    const asCustomer = {
      overrideAccess: false,
      user: { ...customer, collection: 'users' as const },
    }
    for (const collection of ['payload-preferences', 'payload-migrations', 'payload-kv'] as const) {
      await expect(
        payload().find({ collection, ...asCustomer } as Parameters<Payload['find']>[0]),
      ).rejects.toMatchObject({ status: 403 })
    }
    await expect(
      payload().create({
        collection: 'payload-preferences',
        data: { key: 'x', value: {} } as never,
        ...asCustomer,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('migrations and the seed (their own process) get a longer statement_timeout', () => {
  // Last in this file: it changes this process's pool for good, as prepareDatabase does.
  it('raises it on open and new connections alike', async () => {
    const before = await pool().connect()
    before.release()
    await applyMaintenanceStatementTimeout(payload())
    const clients = await Promise.all([pool().connect(), pool().connect(), pool().connect()])
    try {
      for (const client of clients)
        expect((await client.query('SHOW statement_timeout')).rows[0].statement_timeout).toBe(
          '10min',
        )
    } finally {
      for (const client of clients) client.release()
    }
  })
})
