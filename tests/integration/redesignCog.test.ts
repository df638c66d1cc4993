import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

import { creditBalance } from '@/lib/credits/creditLedger'
import type { Settings } from '@/lib/env'
import { cancelRedesign } from '@/lib/redesign/cancelRedesign'
import { createRedesign } from '@/lib/redesign/createRedesign'
import { runRedesign } from '@/lib/redesign/run'
import type { EngineOutput, SyncEngine } from '@/lib/redesign/types'
import type { Redesign, User } from '@/payload-types'
import { type CogStandIn } from '../support/cogStandIn'
import { INTERIOR_DESIGN } from '../support/cogStandIn/cogReplies'
import { startCogRedesigns } from '../support/cogRedesigns'
import { sharedPayload } from '../support/payload'
import { pollUntil } from '../support/pollUntil'
import { countWhere, customerWithCredits, loadRedesign } from '../support/records'

const payload = sharedPayload()
let standIn: CogStandIn
let settings: Settings
let photo: Buffer
let cogEngine: Awaited<ReturnType<typeof startCogRedesigns>>['engine']

beforeAll(async () => {
  ;({ standIn, settings, photo, engine: cogEngine } = await startCogRedesigns(payload()))
}, 300_000)

afterEach(() => standIn.release())
afterAll(async () => {
  await standIn?.stop()
})

async function submit(variants = 1): Promise<{ user: User; redesign: Redesign }> {
  const user = await customerWithCredits(payload(), 'cog', 3)
  const redesign = await createRedesign(
    payload(),
    user,
    {
      fields: { roomType: 'bedroom', style: 'scandinavian', variants: String(variants) },
      photo,
    },
    settings,
  )
  return { user, redesign }
}

const load = (id: number) => loadRedesign(payload(), id, 1)
const ledger = (userId: number, reason: 'redesign_charge' | 'redesign_refund') =>
  countWhere(payload(), 'credit-ledger', { owner: { equals: userId }, reason: { equals: reason } })
const putsFor = (redesign: Redesign) =>
  standIn.puts.filter((put) => put.id.startsWith(`redesign-${redesign.id}-`))
const startsFor = (redesign: Redesign) =>
  standIn.started.filter((start) => start.id.startsWith(`redesign-${redesign.id}-`))
const cancelsFor = (redesign: Redesign) =>
  standIn.cancels.filter((cancel) => cancel.id.startsWith(`redesign-${redesign.id}-`))
const runningFor = (redesign: Redesign) =>
  standIn.running().filter((id) => id.startsWith(`redesign-${redesign.id}-`))

/** `user` was charged once and refunded `refunds` times, and holds `balance` credits. */
async function expectChargedOnce(
  user: User,
  { refunds, balance }: { refunds: number; balance: number },
) {
  expect(await ledger(user.id, 'redesign_charge')).toBe(1)
  expect(await ledger(user.id, 'redesign_refund')).toBe(refunds)
  expect(await creditBalance(payload(), user.id)).toBe(balance)
}

/** A model server that takes connections and never answers: a cancel sent there must give up. */
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const server: Server = createServer(() => {})
  server.on('connection', (socket) => sockets.add(socket))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * A worker process that dies mid-prediction: its connection to the model server closes (Cog cancels
 * a sync prediction whose client hung up) and its own code never runs another line.
 */
function mortal(engine: SyncEngine): { engine: SyncEngine; die: () => void } {
  const death = new AbortController()
  return {
    die: () => death.abort(),
    engine: {
      ...engine,
      generate: (input, options) =>
        engine
          .generate(input, {
            ...options,
            signal: AbortSignal.any([death.signal, ...(options?.signal ? [options.signal] : [])]),
          })
          .catch(() => new Promise<EngineOutput[]>(() => {})),
    },
  }
}

describe('redesigns drawn by a self-hosted Cog model server (the real engine against a Cog stand-in)', () => {
  it('completes a redesign, sending only the inputs the interior-design predictor declares', async () => {
    const { user, redesign } = await submit(2)
    expect(redesign.engine).toBe('cog')
    await runRedesign(payload(), redesign.id, { engine: cogEngine(), timeoutMs: 60_000 })
    const done = await load(redesign.id)
    expect(done.status).toBe('succeeded')
    expect(done.outputs).toHaveLength(2)
    const starts = startsFor(redesign)
    expect(starts).toHaveLength(2)
    for (const start of starts) {
      expect(Object.keys(start.input).every((name) => name in INTERIOR_DESIGN.inputs)).toBe(true)
      expect(start.input.prompt).toMatch(/bedroom/i)
      expect(String(start.input.image)).toMatch(/^data:image\//)
    }
    // One slot: the two images were drawn one after the other, never refused as busy.
    expect(standIn.peakRunning()).toBe(1)
    expect(putsFor(redesign).map((put) => put.status)).toEqual([200, 200])
    expect(await creditBalance(payload(), user.id)).toBe(1)
  }, 60_000)

  it('shows the modes the interior-design model cannot do as unavailable, with a reason', () => {
    const engine = cogEngine()
    expect(engine.supports('restyle')).toEqual({ available: true })
    expect(engine.supports('stage')).toEqual({ available: true })
    for (const mode of ['declutter', 'surface', 'area'] as const)
      expect(engine.supports(mode)).toEqual({
        available: false,
        why: expect.stringMatching(/only/),
      })
  })

  it('waits out a 409 busy and still finishes, charged once', async () => {
    await standIn.occupySlots(1)
    const { user, redesign } = await submit()
    const run = runRedesign(payload(), redesign.id, { engine: cogEngine(), timeoutMs: 60_000 })
    await pollUntil(
      async () => putsFor(redesign),
      (puts) => puts.some((put) => put.status === 409),
      { timeoutMs: 20_000, intervalMs: 10 },
    )
    standIn.release()
    await run
    expect((await load(redesign.id)).status).toBe('succeeded')
    await expectChargedOnce(user, { refunds: 0, balance: 2 })
  }, 60_000)

  it('fails a redesign the server stays too busy for, and refunds it once', async () => {
    await standIn.occupySlots(1)
    const { user, redesign } = await submit()
    const engine = cogEngine({ busyRetries: 2 })
    await runRedesign(payload(), redesign.id, { engine, timeoutMs: 60_000 })
    await runRedesign(payload(), redesign.id, { engine, timeoutMs: 60_000 })
    const failed = await load(redesign.id)
    expect(failed.status).toBe('failed')
    expect(failed.error).toMatch(/busy right now.*credits have been returned/)
    expect(putsFor(redesign).map((put) => put.status)).toEqual([409, 409, 409])
    expect(await ledger(user.id, 'redesign_refund')).toBe(1)
    expect(await creditBalance(payload(), user.id)).toBe(3)
  }, 60_000)

  it('resumes after our worker dies mid-prediction: the same prediction id again, one charge, one result', async () => {
    standIn.hold()
    const { user, redesign } = await submit()
    const first = mortal(cogEngine())
    void runRedesign(payload(), redesign.id, { engine: first.engine, timeoutMs: 60_000 })
    await standIn.waitUntilRunning(new RegExp(`^redesign-${redesign.id}-`))
    first.die()
    standIn.release()
    // The restarted worker's job: a new engine, the same redesign, still processing.
    await runRedesign(payload(), redesign.id, { engine: cogEngine(), timeoutMs: 60_000 })
    const done = await load(redesign.id)
    expect(done.status).toBe('succeeded')
    expect(done.outputs).toHaveLength(1)
    const ids = new Set(putsFor(redesign).map((put) => put.id))
    expect(ids.size).toBe(1)
    expect(putsFor(redesign).length).toBeGreaterThanOrEqual(1)
    await expectChargedOnce(user, { refunds: 0, balance: 2 })
  }, 60_000)

  it('survives the model server restarting mid-prediction: the same id is sent again, never a second charge', async () => {
    standIn.hold()
    const { user, redesign } = await submit()
    const run = runRedesign(payload(), redesign.id, { engine: cogEngine(), timeoutMs: 60_000 })
    await standIn.waitUntilRunning(new RegExp(`^redesign-${redesign.id}-`))
    await standIn.restart({ setupMs: 200 })
    standIn.release()
    await run
    const done = await load(redesign.id)
    expect(done.status).toBe('succeeded')
    const starts = startsFor(redesign)
    expect(starts).toHaveLength(2) // the restart lost the first run; Cog ran the same id again
    expect(new Set(starts.map((start) => start.id)).size).toBe(1)
    await expectChargedOnce(user, { refunds: 0, balance: 2 })
  }, 60_000)

  it('fails and refunds once when the restarted server is not back before the deadline', async () => {
    standIn.hold()
    const { user, redesign } = await submit()
    const engine = cogEngine()
    const run = runRedesign(payload(), redesign.id, { engine, timeoutMs: 3_000 })
    await standIn.waitUntilRunning(new RegExp(`^redesign-${redesign.id}-`))
    await standIn.restart({ setupMs: 60_000 }) // setup() still loading long after the deadline
    await run
    await runRedesign(payload(), redesign.id, { engine, timeoutMs: 3_000 })
    const failed = await load(redesign.id)
    expect(failed.status).toBe('failed')
    expect(failed.error).toMatch(/took too long.*credits have been returned/)
    expect(
      putsFor(redesign)
        .slice(1)
        .every((put) => put.status === 503),
    ).toBe(true)
    await expectChargedOnce(user, { refunds: 1, balance: 3 })
    await standIn.restart() // ready again for the next test
  }, 60_000)

  it('a cancel stops our prediction on the model server at once: nothing kept, refunded once', async () => {
    standIn.hold()
    const { user, redesign } = await submit(2)
    const run = runRedesign(payload(), redesign.id, { engine: cogEngine(), timeoutMs: 60_000 })
    await standIn.waitUntilRunning(new RegExp(`^redesign-${redesign.id}-.*-v1$`))
    expect(await cancelRedesign(payload(), user, redesign.id, settings)).toBe('canceled')
    // The first image was being drawn (one slot): Cog stopped it. The second had not started, and
    // never does: its PUT is not sent once the first was canceled. No free retry had started.
    const answered = cancelsFor(redesign).map((cancel) => [
      cancel.id.replace(/^redesign-\d+-[^-]+-/, ''),
      cancel.status,
    ])
    expect(Object.fromEntries(answered)).toEqual({
      v1: 200,
      v2: 404,
      'again1-v1': 404,
      'again2-v1': 404,
    })
    await run
    expect(runningFor(redesign)).toEqual([])
    expect(startsFor(redesign)).toHaveLength(1)
    const canceled = await load(redesign.id)
    expect(canceled.status).toBe('canceled')
    expect(canceled.outputs ?? []).toHaveLength(0)
    expect(await ledger(user.id, 'redesign_refund')).toBe(1)
    expect(await creditBalance(payload(), user.id)).toBe(3)
  }, 60_000)

  it('a cancel that cannot reach the model server still cancels; the job then hangs up on the prediction', async () => {
    const silent = await silentServer()
    try {
      standIn.hold()
      const { user, redesign } = await submit()
      const run = runRedesign(payload(), redesign.id, { engine: cogEngine(), timeoutMs: 60_000 })
      await standIn.waitUntilRunning(new RegExp(`^redesign-${redesign.id}-`))
      // The web process's settings point at a server that never answers: its cancel gives up.
      const unanswered = { ...settings, cog: { ...settings.cog!, url: silent.url } }
      expect(await cancelRedesign(payload(), user, redesign.id, unanswered)).toBe('canceled')
      expect(await creditBalance(payload(), user.id)).toBe(3)
      // The job sees the cancel and drops its call; Cog cancels a sync prediction whose client hung up.
      await run
      await pollUntil(
        async () => runningFor(redesign),
        (running) => running.length === 0,
        {
          timeoutMs: 10_000,
        },
      )
      expect(cancelsFor(redesign)).toEqual([])
      expect((await load(redesign.id)).status).toBe('canceled')
      expect(await ledger(user.id, 'redesign_refund')).toBe(1)
    } finally {
      await silent.close()
    }
  }, 60_000)
})
