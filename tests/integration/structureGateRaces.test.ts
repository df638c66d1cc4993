import { creditBalance } from '@/lib/credits/creditLedger'
import type { Settings } from '@/lib/env'
import { cancelRedesign } from '@/lib/redesign/cancelRedesign'
import { createRedesign } from '@/lib/redesign/createRedesign'
import { type ReplicateEngine } from '@/lib/redesign/engines/replicate/createReplicateEngine'
import { checkRedesignRun, runRedesign } from '@/lib/redesign/run'
import { parseSlots } from '@/lib/replicate/providerJobId'
import type { User } from '@/payload-types'
import { sharedPayload } from '../support/payload'
import { pollUntil } from '../support/pollUntil'
import { customerWithCredits, ledgerOf, ledgerSum, loadRedesign } from '../support/records'
import { type PredictionScript, type ReplicateStandIn } from '../support/replicateStandIn'
import { runToEnd, startReplicateRedesigns } from '../support/replicateRedesigns'

/**
 * The structure gate's money paths raced: concurrent checks (a webhook's job and the
 * reconciler's) around a retry, a retry that never ends, a cancel during a retry, and refunds
 * that must never exceed the charge.
 */
const payload = sharedPayload()
let standIn: ReplicateStandIn
let engine: ReplicateEngine
let settings: Settings
let photo: Buffer

beforeAll(async () => {
  ;({ standIn, engine, settings, photo } = await startReplicateRedesigns())
}, 300_000)

afterAll(async () => {
  await standIn?.stop()
})

async function started(variants: number, credits: number, ...scripts: PredictionScript[]) {
  standIn.scriptNextPredictions(...scripts)
  const user = await customerWithCredits(payload(), 'a35-gate', credits)
  const fields = { roomType: 'bedroom', style: 'scandinavian', variants: String(variants) }
  const redesign = await createRedesign(payload(), user, { fields, photo }, settings)
  const before = standIn.received().length
  await runRedesign(payload(), redesign.id, { engine, timeoutMs: 60_000 })
  return { user, id: redesign.id, sentSince: () => standIn.received().slice(before) }
}

const refundsOf = async (user: User) =>
  (await ledgerOf(payload(), user.id)).filter((entry) => entry.reason === 'redesign_refund')

/** Checks until the first attempts ended and the gate has claimed (and recorded) its retries. */
async function untilRetryRecorded(id: number) {
  return pollUntil(
    async () => {
      await checkRedesignRun(payload(), id, { engine, timeoutMs: 60_000 })
      return loadRedesign(payload(), id)
    },
    (redesign) =>
      redesign.status !== 'processing' ||
      parseSlots(redesign.providerJobId!).some((slot) => slot.retry && slot.retry !== '-'),
    { timeoutMs: 30_000, intervalMs: 50 },
  )
}

describe('racing checks on the gate', () => {
  it('six checks at once after a broken first attempt submit ONE free retry', async () => {
    const { user, id, sentSince } = await started(1, 3, { otherRoom: true }, { otherRoom: true })
    await pollUntil(
      async () => standIn.prediction(sentSince()[0]!.predictionId)?.status,
      (status) => status === 'succeeded',
      { timeoutMs: 10_000, intervalMs: 20 },
    )
    await Promise.all(
      Array.from({ length: 6 }, () =>
        checkRedesignRun(payload(), id, { engine, timeoutMs: 60_000 }),
      ),
    )
    expect(sentSince()).toHaveLength(2)
    await runToEnd(payload(), id, { engine })
    const done = await loadRedesign(payload(), id)
    expect(done.status).toBe('succeeded')
    expect(sentSince()).toHaveLength(2)
    expect((await refundsOf(user)).map((entry) => entry.delta)).toEqual([1])
    expect(await creditBalance(payload(), user.id)).toBe(3)
    expect(await ledgerSum(payload(), user.id)).toBe(3)
  }, 90_000)

  it('six checks at once finishing a retried, still-broken result refund it ONCE', async () => {
    const { user, id, sentSince } = await started(1, 3, { otherRoom: true }, { otherRoom: true })
    await untilRetryRecorded(id)
    await pollUntil(
      async () => standIn.prediction(sentSince()[1]?.predictionId ?? '')?.status,
      (status) => status === 'succeeded',
      { timeoutMs: 10_000, intervalMs: 20 },
    )
    await Promise.all(
      Array.from({ length: 6 }, () =>
        checkRedesignRun(payload(), id, { engine, timeoutMs: 60_000 }),
      ),
    )
    const done = await loadRedesign(payload(), id)
    expect(done).toMatchObject({ status: 'succeeded', creditsRefunded: 1 })
    expect(done.outputs).toHaveLength(1)
    expect((await refundsOf(user)).map((entry) => entry.delta)).toEqual([1])
    expect(await creditBalance(payload(), user.id)).toBe(3)
  }, 90_000)
})

describe('a retry that never finishes, and a cancel during a retry', () => {
  it('a retry that never ends times out: refunded once in full, the retry stopped', async () => {
    const { user, id, sentSince } = await started(
      1,
      3,
      { otherRoom: true },
      { neverComplete: true },
    )
    await untilRetryRecorded(id)
    expect(sentSince()).toHaveLength(2)
    await checkRedesignRun(payload(), id, { engine, timeoutMs: 1 })
    const done = await loadRedesign(payload(), id)
    expect(done).toMatchObject({ status: 'failed', creditsRefunded: 1 })
    expect(standIn.prediction(sentSince()[1]!.predictionId)!.status).toBe('canceled')
    expect((await refundsOf(user)).map((entry) => entry.delta)).toEqual([1])
    expect(await creditBalance(payload(), user.id)).toBe(3)
  }, 90_000)

  it('a cancel during the free retry refunds once and stops the retry at the provider', async () => {
    const { user, id, sentSince } = await started(
      1,
      3,
      { otherRoom: true },
      { neverComplete: true },
    )
    await untilRetryRecorded(id)
    expect(await cancelRedesign(payload(), user, id, settings)).toBe('canceled')
    expect(standIn.prediction(sentSince()[1]!.predictionId)!.status).toBe('canceled')
    // Late checks change nothing.
    await checkRedesignRun(payload(), id, { engine, timeoutMs: 60_000 })
    await checkRedesignRun(payload(), id, { engine, timeoutMs: 1 })
    expect(await loadRedesign(payload(), id)).toMatchObject({
      status: 'canceled',
      creditsRefunded: 1,
    })
    expect((await refundsOf(user)).map((entry) => entry.delta)).toEqual([1])
    expect(await creditBalance(payload(), user.id)).toBe(3)
  }, 90_000)

  it('a cancel racing the checks that finish a broken retry: refunded at most the charge', async () => {
    for (let round = 0; round < 4; round++) {
      const { user, id, sentSince } = await started(1, 3, { otherRoom: true }, { otherRoom: true })
      await untilRetryRecorded(id)
      await pollUntil(
        async () => standIn.prediction(sentSince()[1]?.predictionId ?? '')?.status,
        (status) => status === 'succeeded',
        { timeoutMs: 10_000, intervalMs: 20 },
      )
      await Promise.all([
        checkRedesignRun(payload(), id, { engine, timeoutMs: 60_000 }),
        cancelRedesign(payload(), user, id, settings),
        checkRedesignRun(payload(), id, { engine, timeoutMs: 60_000 }),
      ])
      const done = await loadRedesign(payload(), id)
      expect(['succeeded', 'canceled']).toContain(done.status)
      const refunded = (await refundsOf(user)).reduce((sum, entry) => sum + entry.delta, 0)
      expect(refunded).toBe(1)
      expect(done.creditsRefunded).toBe(1)
      expect(await creditBalance(payload(), user.id)).toBe(3)
    }
  }, 180_000)
})

describe('refunds never exceed what was charged', () => {
  it('two versions both broken twice: refunded 2 of 2', async () => {
    const broken = { otherRoom: true }
    const { user, id, sentSince } = await started(2, 3, broken, broken, broken, broken)
    await runToEnd(payload(), id, { engine })
    expect(sentSince()).toHaveLength(4)
    const done = await loadRedesign(payload(), id)
    expect(done).toMatchObject({ status: 'succeeded', creditsCharged: 2, creditsRefunded: 2 })
    expect(await creditBalance(payload(), user.id)).toBe(3)
  }, 90_000)

  it('two versions paid, one failed at the provider: the missing version is refunded', async () => {
    const { user, id } = await started(2, 3, {}, { failWith: 'CUDA out of memory' })
    await runToEnd(payload(), id, { engine })
    const done = await loadRedesign(payload(), id)
    // Either the whole run failed (refunded 2) or it kept one image and refunded the other.
    const delivered = done.status === 'succeeded' ? (done.outputs ?? []).length : 0
    const refunded = (await refundsOf(user)).reduce((sum, entry) => sum + entry.delta, 0)
    expect({
      status: done.status,
      delivered,
      refunded,
      balance: await creditBalance(payload(), user.id),
    }).toEqual({
      status: done.status,
      delivered,
      refunded: 2 - delivered,
      balance: 1 + (2 - delivered),
    })
  }, 90_000)

  it('a broken result whose retry fails at the provider is still refunded (the first shown)', async () => {
    const { user, id, sentSince } = await started(
      1,
      3,
      { otherRoom: true },
      { failWith: 'CUDA out of memory' },
    )
    await runToEnd(payload(), id, { engine })
    expect(sentSince()).toHaveLength(2)
    const done = await loadRedesign(payload(), id, 1)
    expect(done).toMatchObject({ status: 'succeeded', creditsRefunded: 1 })
    expect(await creditBalance(payload(), user.id)).toBe(3)
  }, 90_000)
})
