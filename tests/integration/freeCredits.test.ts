import { syncUser, type FreeCreditsPolicy } from '@/lib/auth/syncUser'
import { creditBalance } from '@/lib/credits/creditLedger'
import { getSettings } from '@/lib/env'
import type { User } from '@/payload-types'
import { sharedPayload } from '../support/payload'

const payload = sharedPayload()
const policy = (): FreeCreditsPolicy => ({ amount: 3, secret: getSettings().payloadSecret })
const stamp = Date.now()

const signUp = (email: string) => syncUser(payload(), { email, name: 'Person' }, [], policy())
// What DELETE /api/account does; the Users hooks delete everything the person owns.
const deleteAccount = (user: User) =>
  payload().delete({ collection: 'users', id: user.id, overrideAccess: true })
const grants = async (userId: number) =>
  (
    await payload().count({
      collection: 'credit-ledger',
      where: { owner: { equals: userId }, reason: { equals: 'signup_grant' } },
      overrideAccess: true,
    })
  ).totalDocs

describe('free credits, once per e-mail address', () => {
  it('are granted at sign-up, not again after the account is deleted, and still to a different address', async () => {
    const first = await signUp(`Returning.${stamp}@Example.com`)
    expect(first).toMatchObject({ credits: 3, freeCreditsGrant: 'granted' })
    expect(await creditBalance(payload(), first.id)).toBe(3)
    await deleteAccount(first)

    const again = await signUp(`  RETURNING.${stamp}@example.COM `)
    expect(again.id).not.toBe(first.id)
    expect(again).toMatchObject({ credits: 0, freeCreditsGrant: 'already-claimed' })
    expect(await creditBalance(payload(), again.id)).toBe(0)
    expect(await grants(again.id)).toBe(0)

    const other = await signUp(`someone.else.${stamp}@example.com`)
    expect(other).toMatchObject({ credits: 3, freeCreditsGrant: 'granted' })
  })

  it('treats Gmail dots, googlemail.com and +tags as the same address', async () => {
    const first = await signUp(`jane.doe.${stamp}@gmail.com`)
    expect(first.credits).toBe(3)
    await deleteAccount(first)
    for (const variant of [`janedoe${stamp}+again@gmail.com`, `Jane.Doe.${stamp}@googlemail.com`]) {
      const back = await signUp(variant)
      expect(back).toMatchObject({ credits: 0, freeCreditsGrant: 'already-claimed' })
    }
  })

  it('grants once when two variants of one address sign up at the same moment', async () => {
    const people = await Promise.all([
      signUp(`twin.${stamp}@gmail.com`),
      signUp(`t.win.${stamp}@gmail.com`),
      signUp(`twin.${stamp}+x@gmail.com`),
    ])
    expect(people.map((person) => person.credits).sort()).toEqual([0, 0, 3])
  })

  it('signs the same new person in once, when they sign in several times at the same moment', async () => {
    const email = `double.click.${stamp}@example.com`
    const attempts = await Promise.allSettled(Array.from({ length: 6 }, () => signUp(email)))
    expect(attempts.map((attempt) => attempt.status)).toEqual(Array(6).fill('fulfilled'))
    const people = attempts.map((attempt) => (attempt as PromiseFulfilledResult<User>).value)
    expect(new Set(people.map((person) => person.id)).size).toBe(1)
    expect(await grants(people[0]!.id)).toBe(1)
    expect(await creditBalance(payload(), people[0]!.id)).toBe(3)
  })

  it('remembers accounts made before claims were recorded, when they are deleted', async () => {
    // An older account: the grant is in its ledger, but no claim was recorded at its sign-up.
    const old = await syncUser(payload(), { email: `old.timer.${stamp}@example.com` }, [], {
      amount: 0,
      secret: policy().secret,
    })
    const { applyCreditChange } = await import('@/lib/credits/creditLedger')
    await applyCreditChange(payload(), {
      userId: old.id,
      delta: 3,
      reason: 'signup_grant',
      key: `user:${old.id}:signup`,
    })
    await deleteAccount(old)
    expect((await signUp(`old.timer.${stamp}@example.com`)).credits).toBe(0)
  })

  it('keeps only a keyed hash, which no customer can read', async () => {
    const person = await signUp(`private.${stamp}@example.com`)
    const { docs } = await payload().find({
      collection: 'free-credit-claims',
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(docs[0]!.emailHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(docs)).not.toContain('private.')
    await expect(
      payload().find({ collection: 'free-credit-claims', overrideAccess: false, user: person }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload().find({ collection: 'free-credit-claims', overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload().delete({
        collection: 'free-credit-claims',
        id: docs[0]!.id,
        overrideAccess: false,
        user: person,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
