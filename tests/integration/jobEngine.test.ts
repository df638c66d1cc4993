import { creditBalance } from '@/lib/credits/creditLedger'
import type { Settings } from '@/lib/env'
import { completeFromProvider } from '@/lib/redesign/run'
import { createRedesign } from '@/lib/redesign/createRedesign'
import type { ReplicateEngine } from '@/lib/redesign/engines/replicate/createReplicateEngine'
import type { User } from '@/payload-types'
import { startWorker, type WorkerProcess } from '../e2e/support/workerProcess'
import { sharedPayload } from '../support/payload'
import { pollUntil } from '../support/pollUntil'
import { countWhere, customerWithCredits, loadRedesign } from '../support/records'
import type { ReplicateStandIn } from '../support/replicateStandIn'
import { runToEnd, startReplicateRedesigns } from '../support/replicateRedesigns'

/**
 * Issue 33: real `npm run worker` processes on this file's database, running the Replicate queue
 * against the stand-in with no webhook, so every redesign is finished by the reconciler's checks.
 * Any number of workers are active, each job runs once, and a SIGKILLed worker's jobs come back
 * through pg-boss (its missed heartbeat) without anything paid or charged twice.
 */
const payload = sharedPayload()
let standIn: ReplicateStandIn
let engine: ReplicateEngine
let settings: Settings
let photo: Buffer
const workers: WorkerProcess[] = []

beforeAll(async () => {
  ;({ standIn, engine, settings, photo } = await startReplicateRedesigns())
}, 300_000)

// Workers carry over from one test to the next (each start boots Payload, ~15 s): 2, then 3,
// then the kills.
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()))
  await standIn?.stop()
})

const alive = () => workers.filter((worker) => !worker.exited())

async function startWorkers(count: number): Promise<WorkerProcess[]> {
  const started: WorkerProcess[] = []
  for (let i = 0; i < count; i += 1) {
    const worker = startWorker(`worker-${workers.length + 1}`, {
      ...process.env,
      REPLICATE_API_TOKEN: standIn.token,
      REPLICATE_API_BASE: standIn.url,
      REPLICATE_WEBHOOK_SECRET: '',
      REPLICATE_MODEL: 'adirik/interior-design',
      PROVIDER_CHECK_SECONDS: '1',
      WORKER_CONCURRENCY: '4',
    })
    workers.push(worker)
    started.push(worker)
    await worker.waitForLog(/worker: pid \d+, node v24\S+, running redesigns-replicate/, 120_000)
  }
  return started
}

async function redesigns(user: User, count: number): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < count; i += 1) {
    const fields = { roomType: 'bedroom', style: 'scandinavian', variants: '1' }
    ids.push((await createRedesign(payload(), user, { fields, photo }, settings)).id)
  }
  return ids
}

/** The redesigns once none is queued or processing; else throws with what the workers printed. */
async function finished(ids: number[], timeoutMs = 90_000) {
  const rows = await pollUntil(
    () => Promise.all(ids.map((id) => loadRedesign(payload(), id))),
    (rows) => rows.every((row) => row.status !== 'queued' && row.status !== 'processing'),
    { timeoutMs, intervalMs: 200 },
  )
  const unfinished = rows.filter((row) => row.status === 'queued' || row.status === 'processing')
  if (unfinished.length > 0)
    throw new Error(
      `Unfinished after ${timeoutMs} ms: ${unfinished.map((row) => row.id).join(', ')}\n${workers.map((worker) => `── ${worker.label}\n${worker.log().split('\n').slice(-40).join('\n')}`).join('\n')}`,
    )
  return rows
}

const ledger = (redesignId: number, reason: string) =>
  countWhere(payload(), 'credit-ledger', {
    redesign: { equals: redesignId },
    reason: { equals: reason },
  })

/** How many times each job of `task` ran, over every worker's log. */
function runsPerRecord(task: string): Record<number, number> {
  const runs: Record<number, number> = {}
  for (const worker of workers)
    for (const match of worker.log().matchAll(new RegExp(`jobs: ${task} (\\d+) done`, 'g')))
      runs[Number(match[1])] = (runs[Number(match[1])] ?? 0) + 1
  return runs
}

describe('pg-boss workers on one queue', () => {
  it.each([2, 3])(
    '%i active workers: each redesign submitted once and finished once by a check (no webhook)',
    async (count) => {
      await startWorkers(count - alive().length)
      const user = await customerWithCredits(payload(), 'engine', 12)
      const before = standIn.predictions().length
      const ids = await redesigns(user, 12)
      const rows = await finished(ids)
      expect(rows.filter((row) => row.status !== 'succeeded')).toEqual([])
      expect(standIn.predictions().length - before).toBe(12)
      const runs = runsPerRecord('runRedesign')
      expect(ids.map((id) => runs[id])).toEqual(ids.map(() => 1))
      expect(await creditBalance(payload(), user.id)).toBe(0)
    },
    240_000,
  )

  it('a worker SIGKILLed after submitting: the others finish its redesigns, charged once', async () => {
    expect(alive().length).toBeGreaterThanOrEqual(2)
    const user = await customerWithCredits(payload(), 'survivor', 4)
    standIn.scriptNextPredictions(...Array.from({ length: 4 }, () => ({ latencyMs: 6_000 })))
    const before = standIn.predictions().length
    const ids = await redesigns(user, 4)
    await pollUntil(
      () => Promise.all(ids.map((id) => loadRedesign(payload(), id))),
      (rows) => rows.every((row) => row.providerJobId),
      { timeoutMs: 60_000, intervalMs: 100 },
    )
    await alive()[0]!.kill()
    const rows = await finished(ids)
    expect(rows.map((row) => row.status)).toEqual(ids.map(() => 'succeeded'))
    expect(standIn.predictions().length - before).toBe(4)
    for (const id of ids)
      expect([await ledger(id, 'redesign_charge'), await ledger(id, 'redesign_refund')]).toEqual([
        1, 0,
      ])
  }, 240_000)

  it('a worker SIGKILLed between claiming the submission and recording it: run again after its heartbeat, refunded once, never submitted twice', async () => {
    // One worker, so the one killed is the one that claimed.
    for (const worker of alive().slice(1)) await worker.kill()
    const user = await customerWithCredits(payload(), 'claimed', 2)
    const requestsBefore = standIn.requests.length
    standIn.hangNextRequests(1, { method: 'POST', path: /predictions/ })
    const [id] = await redesigns(user, 1)
    const creates = () =>
      standIn.requests
        .slice(requestsBefore)
        .filter((request) => request.method === 'POST' && /predictions$/.test(request.path))
    // Killed once its request reached the provider, unanswered: a prediction may exist or not.
    await pollUntil(creates, (sent) => sent.length > 0, { timeoutMs: 60_000, intervalMs: 50 })
    expect((await loadRedesign(payload(), id!)).submissionClaimedAt).toBeTruthy()
    await alive()[0]!.kill()
    await startWorkers(1)
    const [row] = await finished([id!], 120_000)
    expect(row).toMatchObject({ status: 'failed' })
    expect([await ledger(id!, 'redesign_charge'), await ledger(id!, 'redesign_refund')]).toEqual([
      1, 1,
    ])
    expect(await creditBalance(payload(), user.id)).toBe(2)
    expect(creates().map((request) => request.status)).toEqual([0]) // the hung one, never again
  }, 240_000)
})

describe('a provider answer that comes after the run ended', () => {
  it('changes nothing once the redesign was timed out and refunded', async () => {
    const user = await customerWithCredits(payload(), 'late', 2)
    standIn.scriptNextPredictions({ latencyMs: 3_000 })
    const [id] = await redesigns(user, 1)
    await runToEnd(payload(), id!, { engine, timeoutMs: 1_000 })
    const refunded = await loadRedesign(payload(), id!)
    expect(refunded).toMatchObject({ status: 'failed', creditsRefunded: 1 })
    // What the verified webhook does with the prediction's final state.
    expect(await completeFromProvider(payload(), refunded, engine)).toBe('already-finished')
    expect(await loadRedesign(payload(), id!)).toMatchObject({ status: 'failed', outputs: [] })
    expect([await ledger(id!, 'redesign_charge'), await ledger(id!, 'redesign_refund')]).toEqual([
      1, 1,
    ])
    expect(await creditBalance(payload(), user.id)).toBe(2)
  }, 60_000)
})
