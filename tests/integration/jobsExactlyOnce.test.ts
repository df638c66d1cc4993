import { sendOrderReceipt } from '@/lib/billing/sendOrderReceipt'
import { creditBalance } from '@/lib/credits/creditLedger'
import { dbFor } from '@/lib/db/postgres'
import { claimReceipt } from '@/lib/billing/sendOrderReceipt'
import type { Settings } from '@/lib/env'
import { createRedesign } from '@/lib/redesign/createRedesign'
import { type ReplicateEngine } from '@/lib/redesign/engines/replicate/createReplicateEngine'
import { runRedesign } from '@/lib/redesign/run'
import { claimRun } from '@/lib/providerRun/run'
import type { AsyncEngine } from '@/lib/redesign/types'
import type { Order, Redesign, User } from '@/payload-types'
import { outboxMessages } from '../support/outbox'
import { paidOrder } from '../support/paidOrder'
import { sharedPayload } from '../support/payload'
import { countWhere, customerWithCredits, loadRedesign } from '../support/records'
import { type ReplicateStandIn } from '../support/replicateStandIn'
import { runToEnd, startReplicateRedesigns } from '../support/replicateRedesigns'

/**
 * Issue 13, "Exactly once": two runners of the same job (pg-boss runs a job again when its worker's
 * heartbeat stops, and a runner can die anywhere) call the real functions at the same time, or one
 * after another dies at each step. A run ends at submission; the reconciler's check
 * (checkRedesignRun) finishes it. The stand-in counts predictions; the outbox counts receipts.
 */

const payload = sharedPayload()
let standIn: ReplicateStandIn
let engine: ReplicateEngine
let settings: Settings
let photo: Buffer
const LEASE_MS = 300

beforeAll(async () => {
  ;({ standIn, engine, settings, photo } = await startReplicateRedesigns())
}, 300_000)

afterAll(async () => {
  await standIn?.stop()
})

async function queued(variants = 1): Promise<{ user: User; redesign: Redesign }> {
  const user = await customerWithCredits(payload(), 'once', 4)
  const fields = { roomType: 'bedroom', style: 'scandinavian', variants: String(variants) }
  const redesign = await createRedesign(payload(), user, { fields, photo }, settings)
  return { user, redesign }
}

/** The job (with `runner`), then the reconciler's checks until the redesign is finished. */
async function run(id: number, runner: AsyncEngine = engine): Promise<void> {
  await runRedesign(payload(), id, { engine: runner, timeoutMs: 60_000, leaseMs: LEASE_MS })
  await runToEnd(payload(), id, { engine, leaseMs: LEASE_MS })
}
const refunds = (redesignId: number) =>
  countWhere(payload(), 'credit-ledger', {
    redesign: { equals: redesignId },
    reason: { equals: 'redesign_refund' },
  })
/** What a redesign came to: its status, the predictions submitted since `before`, refunds, balance. */
const outcome = async (user: User, redesign: Redesign, before: number) => ({
  status: (await loadRedesign(payload(), redesign.id)).status,
  predictions: standIn.predictions().length - before,
  refunds: await refunds(redesign.id),
  balance: await creditBalance(payload(), user.id),
})
/** The two right endings for a one-version redesign of a customer who started with 4 credits. */
const refunded = (predictions: number) => ({
  status: 'failed',
  predictions,
  refunds: 1,
  balance: 4,
})
const chargedOnce = { status: 'succeeded', predictions: 1, refunds: 0, balance: 3 }
/** A promise that never settles: the runner "dies" there (nothing after it ever runs). */
const dieHere = () => new Promise<never>(() => undefined)

describe('two runners of the same redesign at once', () => {
  it('submit one prediction per variant between them, finish it once and charge once', async () => {
    for (let round = 0; round < 8; round += 1) {
      const variants = (round % 2) + 1
      const { user, redesign } = await queued(variants)
      const before = standIn.predictions().length
      await Promise.all([run(redesign.id), run(redesign.id), run(redesign.id)])
      const done = await loadRedesign(payload(), redesign.id)
      expect({
        ...(await outcome(user, redesign, before)),
        outputs: done.outputs?.length,
      }).toEqual({
        status: 'succeeded',
        predictions: variants,
        outputs: variants,
        refunds: 0,
        balance: 4 - variants,
      })
    }
  }, 120_000)
})

describe('a runner that dies at each step, then another runner after its lease', () => {
  it('died after picking the redesign up, before claiming the submission: the next runner submits once', async () => {
    const { redesign } = await queued()
    expect(await claimRun(payload(), 'redesigns', redesign)).not.toBeNull() // the dead runner's pick-up
    const before = standIn.predictions().length
    await run(redesign.id)
    const done = await loadRedesign(payload(), redesign.id)
    expect([done.status, standIn.predictions().length - before]).toEqual(['succeeded', 1])
  }, 60_000)

  it('died after claiming, before submitting: failed and refunded, nothing submitted', async () => {
    const { user, redesign } = await queued()
    const before = standIn.predictions().length
    void run(redesign.id, { ...engine, submit: dieHere })
    await waitForClaim(redesign.id)
    await run(redesign.id) // follows the claim until it lapses, then fails the redesign
    expect(await outcome(user, redesign, before)).toEqual(refunded(0))
  }, 60_000)

  it('died after submitting, before recording the id: failed and refunded, never submitted again', async () => {
    const { user, redesign } = await queued()
    const before = standIn.predictions().length
    const submitted = new Promise<void>((resolve) => {
      void run(redesign.id, {
        ...engine,
        submit: async (input, options) => {
          await engine.submit(input, options)
          resolve()
          return dieHere()
        },
      })
    })
    await submitted
    await run(redesign.id)
    // The dead runner's one prediction; the provider takes no idempotency key, so it is not
    // resubmitted blind (README: Jobs and workers).
    expect(await outcome(user, redesign, before)).toEqual(refunded(1))
  }, 60_000)

  it('died after recording the id, before queueing its check: the retried job resumes it, finished once, charged once', async () => {
    const { user, redesign } = await queued()
    const before = standIn.predictions().length
    await runRedesign(payload(), redesign.id, { engine, timeoutMs: 60_000, leaseMs: LEASE_MS })
    expect((await loadRedesign(payload(), redesign.id)).providerJobId).toBeTruthy()
    await run(redesign.id)
    expect(await outcome(user, redesign, before)).toEqual(chargedOnce)
  }, 60_000)

  it('died after finishing: the next runner does nothing', async () => {
    const { user, redesign } = await queued()
    await run(redesign.id)
    const before = standIn.predictions().length
    await run(redesign.id)
    expect(standIn.predictions().length - before).toBe(0)
    expect(await creditBalance(payload(), user.id)).toBe(3)
  }, 60_000)
})

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`Waited 10 s for: ${what}`)
}

const waitForClaim = (redesignId: number) =>
  waitFor(
    async () => Boolean((await loadRedesign(payload(), redesignId)).submissionClaimedAt),
    'the dead runner claims the submission',
  )

// ── Receipts ──────────────────────────────────────────────────────────────────────────────────

const receiptsFor = (order: Order) =>
  outboxMessages().filter((message) => message.subject.includes(order.number))

describe('order receipts', () => {
  it('two runners sending the same receipt at once send it once', async () => {
    for (let round = 0; round < 10; round += 1) {
      const order = await paidOrder(payload(), 'receipt')
      const outcomes = await Promise.all([
        sendOrderReceipt(payload(), order.id),
        sendOrderReceipt(payload(), order.id),
        sendOrderReceipt(payload(), order.id),
      ])
      expect(outcomes.sort()).toEqual(['sent', 'skipped', 'skipped'])
      expect(receiptsFor(order)).toHaveLength(1)
      const after = await payload().findByID({ collection: 'orders', id: order.id })
      expect(after.receiptEmailedAt).toBeTruthy()
    }
  }, 60_000)

  it('a runner that died between claim and record leaves a receipt that is never sent twice', async () => {
    const order = await paidOrder(payload(), 'receipt')
    expect(await claimReceipt(await dbFor(payload()), order.id)).toBe(true) // then it died
    expect(await sendOrderReceipt(payload(), order.id)).toBe('skipped')
    expect(receiptsFor(order)).toHaveLength(0)
  })

  it('a send that fails releases the claim, so the queue’s retry sends it once', async () => {
    const order = await paidOrder(payload(), 'receipt')
    const sendEmail = payload().sendEmail
    payload().sendEmail = () => Promise.reject(new Error('Resend answered 500'))
    try {
      await expect(sendOrderReceipt(payload(), order.id)).rejects.toThrow('Resend answered 500')
    } finally {
      payload().sendEmail = sendEmail
    }
    expect(await sendOrderReceipt(payload(), order.id)).toBe('sent')
    expect(await sendOrderReceipt(payload(), order.id)).toBe('skipped')
    expect(receiptsFor(order)).toHaveLength(1)
  })
})
