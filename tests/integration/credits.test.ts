import {
  applyCreditChange,
  creditBalance,
  InsufficientCreditsError,
} from '@/lib/credits/creditLedger'
import type { User } from '@/payload-types'
import { sharedPayload } from '../support/payload'

const payload = sharedPayload()
let serial = 0

async function customerWith(credits: number): Promise<User> {
  const user = await payload().create({
    collection: 'users',
    data: {
      email: `credits.${Date.now()}.${serial++}@roomwise.test`,
      role: 'customer',
      credits: 0,
    },
    overrideAccess: true,
  })
  if (credits > 0)
    await applyCreditChange(payload(), {
      userId: user.id,
      delta: credits,
      reason: 'admin_adjustment',
      key: `test:${user.id}:start`,
    })
  return user
}

const ledger = async (userId: number) =>
  (
    await payload().find({
      collection: 'credit-ledger',
      where: { owner: { equals: userId } },
      limit: 1000,
      sort: ['createdAt', 'id'],
      overrideAccess: true,
    })
  ).docs

describe('the credit ledger', () => {
  it('lets exactly as many concurrent charges through as the balance allows, never below zero', async () => {
    const user = await customerWith(10)
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        applyCreditChange(payload(), {
          userId: user.id,
          delta: -1,
          reason: 'redesign_charge',
          key: `test:${user.id}:charge:${index}`,
        }),
      ),
    )
    const accepted = attempts.filter((attempt) => attempt.status === 'fulfilled')
    const refused = attempts.filter(
      (attempt): attempt is PromiseRejectedResult => attempt.status === 'rejected',
    )
    expect(accepted).toHaveLength(10)
    expect(refused).toHaveLength(40)
    for (const { reason } of refused) expect(reason).toBeInstanceOf(InsufficientCreditsError)
    expect(refused[0]!.reason.message).toBe(
      'You have no credits — buy credits to redesign a room (this needs 1 credit).',
    )
    expect(await creditBalance(payload(), user.id)).toBe(0)

    const entries = await ledger(user.id)
    expect(entries).toHaveLength(11) // the start grant and ten charges; refused charges leave no row
    expect(entries.reduce((sum, entry) => sum + entry.delta, 0)).toBe(0)
    expect(Math.min(...entries.map((entry) => entry.balanceAfter))).toBe(0)
  }, 60_000)

  it('applies a change with the same key once, however often it is sent', async () => {
    const user = await customerWith(2)
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        applyCreditChange(payload(), {
          userId: user.id,
          delta: 3,
          reason: 'redesign_refund',
          key: `test:${user.id}:refund`,
        }),
      ),
    )
    expect(results.filter((result) => result.applied)).toHaveLength(1)
    expect(await creditBalance(payload(), user.id)).toBe(5)
    expect(await ledger(user.id)).toHaveLength(2)
  })

  it('explains every balance: each entry records the balance after it', async () => {
    const user = await customerWith(4)
    await applyCreditChange(payload(), {
      userId: user.id,
      delta: -3,
      reason: 'redesign_charge',
      key: `test:${user.id}:a`,
    })
    await applyCreditChange(payload(), {
      userId: user.id,
      delta: 3,
      reason: 'redesign_refund',
      key: `test:${user.id}:b`,
    })
    expect(
      (await ledger(user.id)).map((entry) => [entry.reason, entry.delta, entry.balanceAfter]),
    ).toEqual([
      ['admin_adjustment', 4, 4],
      ['redesign_charge', -3, 1],
      ['redesign_refund', 3, 4],
    ])
  })

  it('shows a customer only their own ledger entries, and lets nobody write them through the API', async () => {
    const [a, b] = [await customerWith(1), await customerWith(1)]
    const seen = await payload().find({
      collection: 'credit-ledger',
      overrideAccess: false,
      user: a,
    })
    expect(
      seen.docs.every(
        (entry) => (typeof entry.owner === 'object' ? entry.owner.id : entry.owner) === a.id,
      ),
    ).toBe(true)
    await expect(
      payload().create({
        collection: 'credit-ledger',
        data: {
          owner: b.id,
          delta: 100,
          balanceAfter: 100,
          reason: 'admin_adjustment',
          key: 'forged',
        },
        overrideAccess: false,
        user: a,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
