import { creditBalance } from '@/lib/credits/creditLedger'
import type { Settings } from '@/lib/env'
import { completeFromProvider } from '@/lib/redesign/run'
import { createRedesign } from '@/lib/redesign/createRedesign'
import { type ReplicateEngine } from '@/lib/redesign/engines/replicate/createReplicateEngine'
import type { Redesign, User } from '@/payload-types'
import { sharedPayload } from '../support/payload'
import { pollUntil } from '../support/pollUntil'
import { countWhere, customerWithCredits, loadRedesign } from '../support/records'
import { type ReplicateStandIn } from '../support/replicateStandIn'
import { runToEnd, startReplicateRedesigns } from '../support/replicateRedesigns'

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

async function submit(credits = 3, variants = 1): Promise<{ user: User; redesign: Redesign }> {
  const user = await customerWithCredits(payload(), 'replicate', credits)
  const redesign = await createRedesign(
    payload(),
    user,
    {
      fields: {
        roomType: 'bedroom',
        style: 'scandinavian',
        variants: String(variants),
        notes: 'light wood',
      },
      photo,
    },
    settings,
  )
  return { user, redesign }
}
const load = (id: number) => loadRedesign(payload(), id, 1)
const refunds = (userId: number) =>
  countWhere(payload(), 'credit-ledger', {
    owner: { equals: userId },
    reason: { equals: 'redesign_refund' },
  })

describe('redesigns through Replicate (the real client against a local stand-in)', () => {
  it('submits one prediction per version with a prompt from the room, style keywords and notes, and stores the outputs', async () => {
    const { user, redesign } = await submit(3, 2)
    expect(redesign.engine).toBe('replicate')
    await runToEnd(payload(), redesign.id, { engine })
    const done = await load(redesign.id)
    expect(done.status).toBe('succeeded')
    expect(done.outputs).toHaveLength(2)
    expect(done.providerJobId!.split(',')).toHaveLength(2)
    const input = standIn.prediction(done.providerJobId!.split(',')[0]!)!.input as {
      prompt: string
    }
    expect(input.prompt).toMatch(/bedroom/i)
    expect(input.prompt).toMatch(/Scandinavian/)
    expect(input.prompt).toMatch(/light wood/)
    expect(await creditBalance(payload(), user.id)).toBe(1)
  }, 60_000)

  it('refunds a provider failure once, with a message', async () => {
    standIn.scriptNextPredictions({ failWith: 'CUDA out of memory' })
    const { user, redesign } = await submit()
    await runToEnd(payload(), redesign.id, { engine })
    await runToEnd(payload(), redesign.id, { engine })
    const failed = await load(redesign.id)
    expect(failed).toMatchObject({ status: 'failed', creditsRefunded: 1 })
    // The provider's own words are for the log; the customer is told what to do.
    expect(failed.error).toBe(
      'The redesign could not be finished. Your credits have been returned; please try again.',
    )
    expect(await creditBalance(payload(), user.id)).toBe(3)
    expect(await refunds(user.id)).toBe(1)
  }, 60_000)

  it('tells the customer to try another photo when the provider’s safety filter refused it', async () => {
    standIn.scriptNextPredictions({
      failWith: 'NSFW content detected. Please try again with a different image.',
    })
    const { user, redesign } = await submit()
    await runToEnd(payload(), redesign.id, { engine })
    const failed = await load(redesign.id)
    expect(failed.error).toMatch(/safety filter refused this photo.*try a different photo/)
    expect(failed.error).not.toMatch(/NSFW/)
    expect(await creditBalance(payload(), user.id)).toBe(3)
  }, 60_000)

  it('gives up on a prediction that never ends, cancels it at the provider and refunds once', async () => {
    standIn.scriptNextPredictions({ neverComplete: true })
    const { user, redesign } = await submit()
    await runToEnd(payload(), redesign.id, { engine, timeoutMs: 2_000 })
    const failed = await load(redesign.id)
    expect(failed.status).toBe('failed')
    expect(failed.error).toMatch(/took too long/)
    expect(standIn.prediction(failed.providerJobId!)!.status).toBe('canceled')
    expect(await creditBalance(payload(), user.id)).toBe(3)
    expect(await refunds(user.id)).toBe(1)
  }, 60_000)

  it('retries a rate-limited provider and still finishes, charged once', async () => {
    standIn.failNextRequests(2, { status: 429, retryAfterSeconds: 0 })
    const { user, redesign } = await submit()
    await runToEnd(payload(), redesign.id, { engine })
    expect((await load(redesign.id)).status).toBe('succeeded')
    expect(await creditBalance(payload(), user.id)).toBe(2)
  }, 60_000)

  it('finishes exactly once when the job and a webhook both report the same result', async () => {
    const { user, redesign } = await submit()
    const run = runToEnd(payload(), redesign.id, { engine })
    const current = await pollUntil(
      () => load(redesign.id),
      (loaded) => Boolean(loaded.providerJobId),
      { timeoutMs: 60_000, intervalMs: 20 },
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    const webhooks = await Promise.all(
      Array.from({ length: 5 }, () => completeFromProvider(payload(), current, engine)),
    )
    await run
    const done = await load(redesign.id)
    expect(done.status).toBe('succeeded')
    expect(done.outputs).toHaveLength(1)
    expect(webhooks.filter((outcome) => outcome === 'finished').length).toBeGreaterThanOrEqual(1)
    const images = await countWhere(payload(), 'redesign-images', {
      owner: { equals: user.id },
      kind: { equals: 'output' },
    })
    expect(images).toBe(1) // losers of the race removed what they stored
    expect(await creditBalance(payload(), user.id)).toBe(2)
  }, 60_000)
})
