import { imagePart } from '@/lib/account/accountDataDocument'
import { creditBalance } from '@/lib/credits/creditLedger'
import type { Settings } from '@/lib/env'
import { createRedesign } from '@/lib/redesign/createRedesign'
import { type ReplicateEngine } from '@/lib/redesign/engines/replicate/createReplicateEngine'
import { failureMessages } from '@/lib/redesign/failureMessages'
import { toRedesignView } from '@/lib/redesign/redesignView'
import { offlineEngine } from '@/lib/redesign/engines/offline/offlineEngine'
import { checkRedesignRun, runRedesign } from '@/lib/redesign/run'
import type { SyncEngine } from '@/lib/redesign/types'
import { structureThreshold } from '@/lib/redesign/structureGate'
import type { RedesignImage } from '@/payload-types'
import { sharedPayload } from '../support/payload'
import { customerWithCredits, ledgerOf, ledgerSum, loadRedesign } from '../support/records'
import { type ReplicateStandIn } from '../support/replicateStandIn'
import { otherRoom } from '../support/replicateStandIn/outputImage'
import { offlineRedesignSettings } from '../support/redesignSettings'
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

async function redesignTo(end: 'kept' | 'refunded' | 'strict', variants = 1) {
  const user = await customerWithCredits(payload(), 'gate', 3)
  const fields = { roomType: 'bedroom', style: 'scandinavian', variants: String(variants) }
  const keepStructure = end === 'strict' ? 'strict' : 'balanced'
  const redesign = await createRedesign(
    payload(),
    user,
    { fields: { ...fields, keepStructure }, photo },
    settings,
  )
  const before = standIn.received().length
  await runToEnd(payload(), redesign.id, { engine })
  const done = await loadRedesign(payload(), redesign.id, 1)
  return { user, done, sent: standIn.received().slice(before) }
}

const imageOf = (done: { outputs?: (number | RedesignImage)[] | null }, index = 0) =>
  done.outputs![index] as RedesignImage

describe('the structure gate, through the Replicate stand-in', () => {
  it('makes a result that broke the room again once, free, and keeps the retry', async () => {
    standIn.scriptNextPredictions({ otherRoom: true })
    const { user, done, sent } = await redesignTo('kept')
    expect(done.status).toBe('succeeded')
    expect(sent).toHaveLength(2) // the first attempt and its free retry
    const image = imageOf(done)
    expect(image.structureScore).toBeGreaterThanOrEqual(structureThreshold(done))
    expect(image).toMatchObject({ structureRetried: true, structureRefunded: false })
    expect(await creditBalance(payload(), user.id)).toBe(2) // charged once
    expect(done.creditsRefunded).toBe(0)
  }, 90_000)

  it('refunds a result that broke the room twice, once, and still shows it, marked', async () => {
    standIn.scriptNextPredictions({ otherRoom: true }, { otherRoom: true })
    const { user, done, sent } = await redesignTo('refunded')
    expect(sent).toHaveLength(2)
    expect(done.status).toBe('succeeded')
    const image = imageOf(done)
    expect(image.structureScore).toBeLessThan(structureThreshold(done))
    expect(image).toMatchObject({ structureRetried: true, structureRefunded: true })
    expect(image.url).toBeTruthy()

    // Checks that come late (a webhook's, the reconciler's) change nothing.
    await checkRedesignRun(payload(), done.id, { engine })
    await checkRedesignRun(payload(), done.id, { engine })
    const refunds = (await ledgerOf(payload(), user.id)).filter(
      (entry) => entry.reason === 'redesign_refund',
    )
    expect(refunds.map((entry) => entry.delta)).toEqual([1])
    expect(await creditBalance(payload(), user.id)).toBe(3)
    expect(await ledgerSum(payload(), user.id)).toBe(3)
    expect((await loadRedesign(payload(), done.id)).creditsRefunded).toBe(1)

    const shown = toRedesignView(done).outputs[0]!
    expect(shown).toMatchObject({ structureScore: image.structureScore, structureRefunded: true })
    expect(failureMessages.structureChanged).toBe("The room's structure changed: refunded")
    expect(imagePart(image)).toMatchObject({
      structureScore: image.structureScore,
      structureRetried: true,
      structureRefunded: true,
    })
  }, 90_000)

  it('retries only the version that broke the room, and scores every version', async () => {
    standIn.scriptNextPredictions({}, { otherRoom: true })
    const { user, done, sent } = await redesignTo('kept', 2)
    expect(sent).toHaveLength(3)
    expect(done.providerJobId).toMatch(/^[a-z0-9]+,[a-z0-9]+~[a-z0-9]+$/)
    const retried = done.outputs!.map((_, index) => Boolean(imageOf(done, index).structureRetried))
    expect(retried).toEqual([false, true])
    for (const index of [0, 1])
      expect(imageOf(done, index).structureScore).toBeGreaterThanOrEqual(60)
    expect(await creditBalance(payload(), user.id)).toBe(1)
  }, 90_000)

  it('sends “Keep structure” as the model’s own input and records what was sent', async () => {
    const { done, sent } = await redesignTo('strict')
    expect(sent[0]!.model).toBe('adirik/interior-design')
    expect(sent[0]!.input.prompt_strength).toBe(0.65)
    expect(done).toMatchObject({
      keepStructure: 'strict',
      keepStructureSent: { prompt_strength: 0.65 },
    })
    expect(imageOf(done).structureScore).toEqual(expect.any(Number))
  }, 90_000)
})

describe('the structure gate, for an engine that runs in the job', () => {
  it('makes a broken version again under its own run key (Cog’s ids are idempotent per key)', async () => {
    const runKeys: string[] = []
    // An AI engine run in the job whose first call breaks the room; made again, it keeps it.
    const breaksOnce: SyncEngine = {
      ...offlineEngine,
      id: 'cog',
      isAI: true,
      async generate(input, options) {
        runKeys.push(options?.runKey ?? '')
        if (runKeys.length > 1) return offlineEngine.generate(input, options)
        const dataUri = `data:image/jpeg;base64,${input.image.toString('base64')}`
        return [{ data: await otherRoom(dataUri, 'png'), mimeType: 'image/png' }]
      },
    }
    const user = await customerWithCredits(payload(), 'gate-sync', 2)
    const fields = { roomType: 'bedroom', style: 'scandinavian' }
    const created = await createRedesign(
      payload(),
      user,
      { fields, photo },
      offlineRedesignSettings(),
    )
    expect(created.keepStructureSent).toBeNull() // the offline preview has no model to send it to
    await runRedesign(payload(), created.id, { engine: breaksOnce, timeoutMs: 60_000 })
    const done = await loadRedesign(payload(), created.id, 1)
    expect(done.status).toBe('succeeded')
    expect(runKeys).toHaveLength(2)
    expect(runKeys[1]).toMatch(/-again1$/)
    expect(imageOf(done)).toMatchObject({ structureRetried: true, structureRefunded: false })
    expect(imageOf(done).structureScore).toBeGreaterThanOrEqual(structureThreshold(done))
    expect(await creditBalance(payload(), user.id)).toBe(1)
  }, 90_000)

  it('scores the offline preview but never makes it again nor refunds it', async () => {
    const user = await customerWithCredits(payload(), 'gate-offline', 2)
    const fields = { mode: 'declutter', roomType: 'bedroom' }
    const settings = offlineRedesignSettings()
    const created = await createRedesign(payload(), user, { fields, photo }, settings)
    await runRedesign(payload(), created.id, { engine: offlineEngine, timeoutMs: 60_000 })
    const done = await loadRedesign(payload(), created.id, 1)
    expect(imageOf(done).structureScore).toEqual(expect.any(Number))
    expect(Boolean(imageOf(done).structureRetried || imageOf(done).structureRefunded)).toBe(false)
    expect(await creditBalance(payload(), user.id)).toBe(1)
  }, 90_000)
})
