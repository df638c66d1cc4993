import { setTimeout as sleep } from 'node:timers/promises'

import type { Where } from 'payload'

import { creditBalance } from '@/lib/credits/creditLedger'
import { getSettings, type Settings } from '@/lib/env'
import { cancelRedesign, type CancelOutcome } from '@/lib/redesign/cancelRedesign'
import { createRedesign } from '@/lib/redesign/createRedesign'
import { offlineEngine } from '@/lib/redesign/engines/offline/offlineEngine'
import { redesignQueue } from '@/lib/jobs/queues'
import { checkRedesignRun } from '@/lib/redesign/run'
import { runRedesign } from '@/lib/redesign/run'
import type { AsyncEngine, EngineOutput, SyncEngine } from '@/lib/redesign/types'
import type { Redesign, User } from '@/payload-types'
import { sharedPayload } from '../support/payload'
import { dropQueuedJobs } from '../support/runQueuedJobs'
import { countWhere, customerWithCredits, ledgerSum, loadRedesign } from '../support/records'
import { tinyPng } from '../support/tinyPng'

/**
 * The cancel race of issue 10, through the real code paths on the real database: the job's function
 * (runRedesign) and the customer's cancel (cancelRedesign) run concurrently, started a few
 * milliseconds apart either way, around the moment the job picks the redesign up. Engines are fakes
 * with the engine interface, so what is tested is the state machine's conditional updates.
 */

// The redesigns are run here directly; their queued jobs have nothing left to do.
const payload = sharedPayload((payload) => dropQueuedJobs(payload, redesignQueue('offline')))
let settings: Settings
let png: Buffer
let serial = 0
const ROUNDS = 200
const PARALLEL = 6

const output = (): EngineOutput[] => [{ data: png, mimeType: 'image/png' }]

beforeAll(async () => {
  const base = getSettings()
  settings = {
    ...base,
    replicateApiToken: undefined,
    redesign: { ...base.redesign, maxActive: 100, maxPerHour: 100_000 },
  }
  png = await tinyPng()
}, 300_000)

/** A customer with `credits` and a stored room photo: one per worker, each running its rounds in turn. */
async function customer(credits: number): Promise<{ user: User; photoId: number }> {
  const user = await customerWithCredits(payload(), 'race', credits)
  const photo = await payload().create({
    collection: 'redesign-images',
    data: { owner: user.id, kind: 'input' },
    file: { data: png, mimetype: 'image/png', name: `race-${user.id}.png`, size: png.length },
    overrideAccess: true,
  })
  return { user, photoId: photo.id }
}

/** A queued redesign that spent one credit, through the real submit path. */
async function queuedRedesign(
  user: User,
  photoId: number,
): Promise<{ redesign: Redesign; round: number }> {
  const round = serial++
  const fields = {
    roomType: 'living-room',
    style: 'japandi',
    variants: '1',
    notes: `race ${round}`,
    reuseInput: String(photoId),
  }
  return { redesign: await createRedesign(payload(), user, { fields }, settings), round }
}

type Verdict = { status: Redesign['status']; cancel: CancelOutcome; started: boolean }
type Tally = { succeeded: number; canceled: number }

const count = (collection: 'redesign-images' | 'credit-ledger', where: Where) =>
  countWhere(payload(), collection, where)

/**
 * What a customer and the accounts see once a round is over. The worker's rounds run one after
 * another, so its customer's totals must match the rounds so far exactly: an output kept for a
 * canceled redesign, or a refund for a succeeded one, shows up here in the round it happened.
 */
async function verdict(
  user: User,
  start: number,
  so: Tally,
  redesignId: number,
  cancel: CancelOutcome,
): Promise<Verdict> {
  const redesign = await loadRedesign(payload(), redesignId)
  const refunds = await count('credit-ledger', {
    redesign: { equals: redesignId },
    reason: { equals: 'redesign_refund' },
  })
  const facts = {
    status: redesign.status,
    cancel,
    linked: redesign.outputs?.length ?? 0,
    refunds,
    refunded: redesign.creditsRefunded,
  }
  if (redesign.status === 'canceled') {
    expect(facts).toEqual({
      status: 'canceled',
      cancel: 'canceled',
      linked: 0,
      refunds: 1,
      refunded: 1,
    })
    so.canceled += 1
  } else {
    expect(facts).toEqual({
      status: 'succeeded',
      cancel: 'already-finished',
      linked: 1,
      refunds: 0,
      refunded: 0,
    })
    so.succeeded += 1
  }
  const balance = await creditBalance(payload(), user.id)
  expect({
    outputs: await count('redesign-images', {
      owner: { equals: user.id },
      kind: { equals: 'output' },
    }),
    balance,
    ledgerSum: await ledgerSum(payload(), user.id), // the ledger explains the balance
  }).toEqual({ outputs: so.succeeded, balance: start - so.succeeded, ledgerSum: balance })
  return { status: redesign.status, cancel, started: Boolean(redesign.startedAt) }
}

/**
 * Runs `rounds` races, a few at a time. The job starts after 0–4 ms; the cancel after a delay spread
 * over 0–150 % of how long a job has been taking, so cancels land before the pick-up, between the
 * pick-up and the result, and after the result.
 */
async function race(
  rounds: number,
  engineFor: (round: number) => SyncEngine | AsyncEngine,
): Promise<Verdict[]> {
  const verdicts: Verdict[] = []
  let next = 0
  let jobMs = 20 // a first guess, then the running average of measured jobs
  const worker = async () => {
    const { user, photoId } = await customer(rounds)
    const so: Tally = { succeeded: 0, canceled: 0 }
    while (next < rounds) {
      const index = next++
      const { redesign, round } = await queuedRedesign(user, photoId)
      const jobDelay = index % 5
      const cancelDelay = Math.round((((index * 7) % 16) / 10) * jobMs)
      const [, cancel] = await Promise.all([
        sleep(jobDelay).then(async () => {
          const started = performance.now()
          const engine = engineFor(round)
          await runRedesign(payload(), redesign.id, { engine, timeoutMs: 60_000 })
          // The check a submitted run queues, played at once.
          if (engine.kind === 'async') await checkRedesignRun(payload(), redesign.id, { engine })
          jobMs = jobMs * 0.8 + (performance.now() - started) * 0.2
        }),
        sleep(cancelDelay).then(async () => {
          const outcome = await cancelRedesign(payload(), user, redesign.id, settings)
          // Checked at once, while the losing job may still be running: not even a passing output row.
          if (outcome === 'canceled')
            expect(
              await count('redesign-images', {
                owner: { equals: user.id },
                kind: { equals: 'output' },
              }),
            ).toBe(so.succeeded)
          return outcome
        }),
      ])
      verdicts.push(await verdict(user, rounds, so, redesign.id, cancel))
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  return verdicts
}

const tally = (verdicts: Verdict[]) => ({
  canceled: verdicts.filter((v) => v.status === 'canceled').length,
  /** The race of the issue: the job had picked the redesign up, and the cancel still won. */
  canceledAfterPickUp: verdicts.filter((v) => v.status === 'canceled' && v.started).length,
  succeeded: verdicts.filter((v) => v.status === 'succeeded').length,
})

describe('a cancel racing the job', () => {
  it(`ends ${ROUNDS} of ${ROUNDS} redesigns either canceled and refunded with no output, or succeeded and charged`, async () => {
    const engine: SyncEngine = {
      ...offlineEngine,
      generate: async () => {
        await sleep(Math.floor(Math.random() * 4))
        return output()
      },
    }
    const counts = tally(await race(ROUNDS, () => engine))
    expect(counts.canceled + counts.succeeded).toBe(ROUNDS)
    // Both sides won some: the race really was run around pick-up, not decided by the delays.
    expect(counts.canceled).toBeGreaterThan(0)
    expect(counts.canceledAfterPickUp).toBeGreaterThan(0)
    expect(counts.succeeded).toBeGreaterThan(0)
    console.info(`cancel race, ${ROUNDS} rounds: ${JSON.stringify(counts)}`)
  }, 300_000)

  it('stops the provider prediction of a redesign the job lost to a cancel', async () => {
    const submitted = new Map<string, string>() // prediction id → notes ("race N")
    const canceled = new Set<string>()
    const engine: AsyncEngine = {
      kind: 'async',
      id: 'replicate',
      label: 'Fake provider',
      isAI: true,
      supports: () => ({ available: true }),
      async submit(input) {
        await sleep(Math.floor(Math.random() * 6))
        const id = `p${submitted.size}x${Math.floor(Math.random() * 1e9)}`
        submitted.set(id, input.notes ?? '')
        return { providerJobId: id }
      },
      check: async () => ({ status: 'succeeded', outputUrls: ['https://provider.test/out.png'] }),
      async cancel(id) {
        canceled.add(id)
      },
      download: async () => output(),
      outputOf: async () => output()[0],
    }
    const verdicts = await race(60, () => engine)
    const counts = tally(verdicts)
    expect(counts.canceled + counts.succeeded).toBe(60)
    console.info(
      `cancel race with a provider, 60 rounds: ${JSON.stringify(counts)}, ${submitted.size} predictions, ${canceled.size} canceled`,
    )
    // Every prediction started for a redesign that ended canceled was canceled at the provider.
    const canceledNotes = new Set<string>()
    for (const redesign of (
      await payload().find({
        collection: 'redesigns',
        where: { status: { equals: 'canceled' }, notes: { like: 'race ' } },
        limit: 1000,
        overrideAccess: true,
      })
    ).docs) {
      canceledNotes.add(redesign.notes ?? '')
    }
    const orphans = [...submitted].filter(
      ([id, notes]) => canceledNotes.has(notes) && !canceled.has(id),
    )
    expect(orphans).toEqual([])
  }, 300_000)
})

describe('two cancels at once', () => {
  it('one answers canceled and the other already-finished, and the credits come back once', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const { user, photoId } = await customer(1)
      const { redesign } = await queuedRedesign(user, photoId)
      const outcomes = await Promise.all([
        cancelRedesign(payload(), user, redesign.id, settings),
        cancelRedesign(payload(), user, redesign.id, settings),
      ])
      expect(outcomes.sort()).toEqual(['already-finished', 'canceled'])
      expect(await creditBalance(payload(), user.id)).toBe(1)
      expect(
        await count('credit-ledger', {
          owner: { equals: user.id },
          reason: { equals: 'redesign_refund' },
        }),
      ).toBe(1)
    }
  }, 60_000)
})
