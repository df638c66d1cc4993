import type { CollectionSlug, Payload } from 'payload'

import type { User } from '@/payload-types'
import { sharedPayload } from '../support/payload'
import {
  isDraftCollection,
  isOwnedCollection,
  matrixFixture,
  matrixCases,
  sampleUpdate,
  type Actor,
} from '../support/roleMatrix'
import { tinyPng } from '../support/tinyPng'

const payload = sharedPayload()
let png: Buffer
const actors: Partial<Record<Actor, User>> = {}
/** Owns the fixtures of owned collections: someone else, whoever acts. */
let stranger: User
let serial = 0
const tag = () => `lm${Date.now().toString(36)}${serial++}`

beforeAll(async () => {
  png = await tinyPng()
  for (const role of ['customer', 'editor', 'admin'] as const) {
    actors[role] = await makeUser(role)
  }
  stranger = await makeUser('customer')
}, 60_000)

async function makeUser(role: 'customer' | 'editor' | 'admin'): Promise<User> {
  const t = tag()
  return payload().create({
    collection: 'users',
    data: { email: `${role}.${t}@roomwise.test`, name: `${role} ${t}`, role, credits: 0 },
    overrideAccess: true,
  })
}

/** A document to act on, made with full access (an owned one belongs to someone else). */
const fixture = (collection: CollectionSlug, ownerId = stranger.id) =>
  matrixFixture(payload(), collection, tag(), png, undefined, ownerId)

/** 'allowed' or 'denied' (Payload's 403 Forbidden, or 404 for a document the actor may not see). */
async function attempt(run: () => Promise<unknown>): Promise<'allowed' | 'denied'> {
  try {
    await run()
    return 'allowed'
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 404) return 'denied'
    throw error
  }
}

describe('role matrix through the local API', () => {
  it.each(matrixCases())(
    '$actor $operation $collection → $expected',
    async ({ collection, operation, actor, expected }) => {
      const user = actor === 'anonymous' ? undefined : actors[actor]
      const as = { overrideAccess: false, user } as const

      if (operation === 'create') {
        const outcome = await attempt(() =>
          matrixFixture(payload(), collection, tag(), png, as, user?.id ?? stranger.id),
        )
        expect(outcome).toBe(expected === 'allow' ? 'allowed' : 'denied')
        return
      }

      const target = await fixture(collection)
      if (operation === 'read') {
        const read = () =>
          payload().find({ collection, where: { id: { equals: target.id } }, ...as })
        if (expected === 'deny') return expect(await attempt(read)).toBe('denied')
        const { docs } = await read()
        // 'published' hides the draft fixture; 'own' hides another person's account.
        expect(docs).toHaveLength(expected === 'allow' ? 1 : 0)
        if (expected === 'own') {
          // …and shows the actor their own: their account, or a document they own.
          const own = isOwnedCollection(collection) ? await fixture(collection, user!.id) : user!
          const self = await payload().find({
            collection,
            where: { id: { equals: own.id } },
            ...as,
          })
          expect(self.docs).toHaveLength(1)
        }
        return
      }

      const act = (id: number | string, acting = user) =>
        operation === 'update'
          ? payload().update({
              collection,
              id,
              data: sampleUpdate(collection),
              draft: isDraftCollection(collection),
              overrideAccess: false,
              user: acting,
            } as Parameters<Payload['update']>[0])
          : payload().delete({ collection, id, overrideAccess: false, user: acting })
      expect(await attempt(() => act(target.id))).toBe(expected === 'allow' ? 'allowed' : 'denied')
      if (expected === 'own') {
        // Their own account: a fresh person, so deleting it leaves the shared actors in place.
        const self = await makeUser(actor as 'customer' | 'editor')
        expect(await attempt(() => act(self.id, self))).toBe('allowed')
      }
    },
  )

  it('never lets a customer or editor change their own role, credits, e-mail or confirmation', async () => {
    for (const role of ['customer', 'editor'] as const) {
      const person = await makeUser(role)
      const updated = await payload().update({
        collection: 'users',
        id: person.id,
        data: {
          role: 'admin',
          credits: 999,
          email: 'taken@roomwise.test',
          ageTermsConfirmedAt: new Date().toISOString(),
          name: 'Renamed',
        },
        overrideAccess: false,
        user: person,
      })
      expect(updated).toMatchObject({ role, credits: 0, email: person.email, name: 'Renamed' })
      expect(updated.ageTermsConfirmedAt).toBeFalsy()
    }
  })

  it('lets not even an admin change a balance outside the credit ledger', async () => {
    const person = await makeUser('customer')
    const updated = await payload().update({
      collection: 'users',
      id: person.id,
      data: { credits: 40, name: 'Still zero' },
      overrideAccess: false,
      user: actors.admin,
    })
    expect(updated).toMatchObject({ credits: 0, name: 'Still zero' })
    const created = await payload().create({
      collection: 'users',
      data: {
        email: `minted.${Date.now()}@roomwise.test`,
        name: 'Minted',
        role: 'customer',
        credits: 500,
      },
      overrideAccess: false,
      user: actors.admin,
    })
    expect(created.credits).toBe(0)
  })

  it('lets anyone read the site settings and only an admin change them', async () => {
    await expect(
      payload().findGlobal({ slug: 'site-settings', overrideAccess: false }),
    ).resolves.toBeDefined()
    for (const actor of ['customer', 'editor'] as const) {
      expect(
        await attempt(() =>
          payload().updateGlobal({
            slug: 'site-settings',
            data: { tagline: 'hacked' },
            overrideAccess: false,
            user: actors[actor],
          }),
        ),
      ).toBe('denied')
    }
    expect(
      await attempt(() =>
        payload().updateGlobal({
          slug: 'site-settings',
          data: {},
          overrideAccess: false,
          user: actors.admin,
        }),
      ),
    ).toBe('allowed')
  })
})
