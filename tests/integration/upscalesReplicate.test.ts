import { creditBalance } from '@/lib/credits/creditLedger'
import type { Settings } from '@/lib/env'
import { createRedesign } from '@/lib/redesign/createRedesign'
import { type ReplicateEngine } from '@/lib/redesign/engines/replicate/createReplicateEngine'
import { createUpscale } from '@/lib/upscale/createUpscale'
import { createReplicateUpscaler } from '@/lib/upscale/replicateUpscaler'
import type { UpscaleEngine } from '@/lib/redesign/engines/chooseEngine'
import { checkUpscaleRun } from '@/lib/upscale/run'
import { runUpscale } from '@/lib/upscale/run'
import { sharedPayload } from '../support/payload'
import { pollUntil } from '../support/pollUntil'
import { customerWithCredits } from '../support/records'
import { type ReplicateStandIn } from '../support/replicateStandIn'
import type { PredictionScript } from '../support/replicateStandIn/types'
import { runToEnd, startReplicateRedesigns } from '../support/replicateRedesigns'
import { ledgerEntries, loadUpscale, redesignToEnlarge, storedSize } from '../support/upscales'

/**
 * Issue 15, "Upscale" through Replicate: Real-ESRGAN on the real `replicate` client against the
 * stand-in (which checks the model's published inputs). What a customer notices: the download is
 * exactly twice the size, a failure gives the credits back once, and a restart mid-prediction
 * neither pays twice nor charges twice.
 */
const payload = sharedPayload()
let standIn: ReplicateStandIn
let redesignEngine: ReplicateEngine
let settings: Settings
let photo: Buffer
let engine: Extract<UpscaleEngine, { name: 'replicate' }>

beforeAll(async () => {
  ;({ standIn, engine: redesignEngine, settings, photo } = await startReplicateRedesigns())
  const upscaler = createReplicateUpscaler({
    token: standIn.token,
    baseUrl: standIn.url,
    retryBaseDelayMs: 1,
  })
  engine = { name: 'replicate', model: 'nightmareai/real-esrgan', upscaler }
}, 300_000)

afterAll(async () => {
  await standIn?.stop()
})

/** A customer with 3 credits left after one redesign finished through the stand-in. */
async function finishedRedesign() {
  const user = await customerWithCredits(payload(), 'upscale-ai', 4)
  const fields = { roomType: 'bedroom', style: 'scandinavian', variants: '1' }
  const created = await createRedesign(payload(), user, { fields, photo }, settings)
  await runToEnd(payload(), created.id, { engine: redesignEngine })
  return { user, ...(await redesignToEnlarge(payload(), created.id)) }
}

/** An enlargement asked of a fresh result; `script` says how its prediction behaves. */
async function asked(scale: 2 | 4 = 2, script?: PredictionScript) {
  const made = await finishedRedesign()
  if (script) standIn.scriptNextPredictions(script)
  const { upscale } = await createUpscale(
    payload(),
    made.user,
    made.redesign.id,
    { image: made.result.id, scale },
    settings,
  )
  return { ...made, upscale }
}

/** The job, then the reconciler's checks until the enlargement is finished. */
async function run(id: number, runner: UpscaleEngine = engine, timeoutMs = 60_000) {
  await runUpscale(payload(), id, { engine: runner, leaseMs: 300 })
  await pollUntil(
    async () => {
      await checkUpscaleRun(payload(), id, { engine, timeoutMs })
      return loadUpscale(payload(), id)
    },
    (loaded) => loaded.status !== 'queued' && loaded.status !== 'processing',
    { timeoutMs: 30_000, intervalMs: 50 },
  )
}
const upscalerPredictions = () => standIn.received('nightmareai/real-esrgan')

describe('enlarging through Replicate (Real-ESRGAN)', () => {
  it('sends the result at full size with scale 2 and no face enhancement; the stored download is twice its size', async () => {
    const before = upscalerPredictions().length
    const { user, result, upscale } = await asked(2)
    expect(upscale).toMatchObject({ engine: 'replicate', label: null })
    await run(upscale.id)
    const done = await loadUpscale(payload(), upscale.id)
    expect(done).toMatchObject({
      status: 'succeeded',
      model: expect.stringMatching(/^nightmareai\/real-esrgan:/),
    })
    const sent = upscalerPredictions().slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.input).toMatchObject({ scale: 2, face_enhance: false })
    expect(await storedSize(payload(), upscale.id)).toEqual({
      width: result.width! * 2,
      height: result.height! * 2,
      format: 'jpeg',
    })
    expect(await creditBalance(payload(), user.id)).toBe(2)
  }, 120_000)

  it('a provider failure refunds the price exactly once, with a sentence for the customer', async () => {
    const { user, upscale } = await asked(4, { failWith: 'CUDA out of memory' })
    await run(upscale.id)
    await run(upscale.id)
    const failed = await loadUpscale(payload(), upscale.id)
    expect(failed).toMatchObject({ status: 'failed', creditsRefunded: 2, output: null })
    expect(failed.error).toBe(
      'This enlargement could not be made. Your credits have been returned; please try again.',
    )
    expect(await creditBalance(payload(), user.id)).toBe(3)
    expect(await ledgerEntries(payload(), user.id, 'upscale_refund')).toBe(1)
  }, 120_000)

  it('a prediction that never ends is stopped at the provider and refunded once', async () => {
    const { user, upscale } = await asked(2, { neverComplete: true })
    await run(upscale.id, engine, 1_500)
    const failed = await loadUpscale(payload(), upscale.id)
    expect(failed).toMatchObject({ status: 'failed', creditsRefunded: 1 })
    expect(failed.error).toMatch(/took too long/)
    expect(standIn.prediction(failed.providerJobId!)!.status).toBe('canceled')
    expect(await creditBalance(payload(), user.id)).toBe(3)
  }, 120_000)

  it('a job run again after it submitted (its worker died) resumes the prediction: one prediction, one charge, finished once', async () => {
    const before = upscalerPredictions().length
    const { user, result, upscale } = await asked(2)
    await runUpscale(payload(), upscale.id, { engine, leaseMs: 300 })
    expect((await loadUpscale(payload(), upscale.id)).providerJobId).toBeTruthy()
    await run(upscale.id)
    expect(upscalerPredictions().length - before).toBe(1)
    expect(await loadUpscale(payload(), upscale.id)).toMatchObject({ status: 'succeeded' })
    expect(await storedSize(payload(), upscale.id)).toMatchObject({ width: result.width! * 2 })
    expect(await ledgerEntries(payload(), user.id, 'upscale_charge')).toBe(1)
    expect(await ledgerEntries(payload(), user.id, 'upscale_refund')).toBe(0)
    expect(await creditBalance(payload(), user.id)).toBe(2)
  }, 120_000)

  it('two runners of the same enlargement at once submit one prediction between them', async () => {
    const before = upscalerPredictions().length
    const { user, upscale } = await asked(2)
    await Promise.all([run(upscale.id), run(upscale.id)])
    expect(upscalerPredictions().length - before).toBe(1)
    expect(await loadUpscale(payload(), upscale.id)).toMatchObject({ status: 'succeeded' })
    expect(await creditBalance(payload(), user.id)).toBe(2)
  }, 120_000)
})
