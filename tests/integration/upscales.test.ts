import sharp from 'sharp'

import { redesignQueue, upscaleQueue } from '@/lib/jobs/queues'
import { collectAccountData } from '@/lib/account/collectAccountData'
import { accountDataDocument } from '@/lib/account/accountDataDocument'
import { creditBalance } from '@/lib/credits/creditLedger'
import { removeStoredFiles } from '@/lib/storage/storedFiles'
import type { Settings } from '@/lib/env'
import { createRedesign } from '@/lib/redesign/createRedesign'
import { deleteRedesign } from '@/lib/redesign/cancelRedesign'
import { createUpscale } from '@/lib/upscale/createUpscale'
import { listUpscales } from '@/lib/upscale/ownUpscales'
import { upscaleDownload } from '@/lib/upscale/upscaleDownload'
import { UpscaleRequestError } from '@/lib/upscale/upscaleRequest'
import type { Redesign, RedesignImage, User } from '@/payload-types'
import { sharedPayload } from '../support/payload'
import { countWhere, customerWithCredits } from '../support/records'
import { offlineRedesignSettings } from '../support/redesignSettings'
import { roomPhoto } from '../support/roomPhoto'
import { ledgerEntries, loadUpscale, redesignToEnlarge, storedSize } from '../support/upscales'
import { runQueuedJobs } from '../support/runQueuedJobs'

/**
 * Issue 15, "Upscale" offline: a Lanczos enlargement, labelled as not AI. What a customer notices:
 * the download is exactly twice the size, the price is taken once (however often or however fast
 * they ask), and anything refused or deleted leaves nothing charged or stored.
 */
const payload = sharedPayload()
let settings: Settings
let photo: Buffer

beforeAll(async () => {
  settings = offlineRedesignSettings()
  photo = await roomPhoto({ width: 800, height: 600 })
}, 300_000)

/** A customer with `credits` left after one finished offline redesign, and its one result. */
async function finishedRedesign(credits: number) {
  const user = await customerWithCredits(payload(), 'upscale', credits + 1)
  const fields = { roomType: 'living-room', style: 'japandi', variants: '1' }
  const created = await createRedesign(payload(), user, { fields, photo }, settings)
  await runQueuedJobs(payload(), redesignQueue('offline'))
  return { user, ...(await redesignToEnlarge(payload(), created.id)) }
}

const upscale = (user: User, redesign: Redesign, image: number, scale: 2 | 4) =>
  createUpscale(payload(), user, redesign.id, { image, scale }, settings)
const runQueued = () => runQueuedJobs(payload(), upscaleQueue('lanczos'))
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) =>
      error instanceof UpscaleRequestError
        ? { status: error.status, message: error.message }
        : error,
  )

describe('enlarging a result offline (Lanczos)', () => {
  it('×2 doubles both dimensions of the stored download, charged its price once, labelled not AI', async () => {
    const { user, redesign, result } = await finishedRedesign(3)
    const { upscale: asked, created } = await upscale(user, redesign, result.id, 2)
    expect(created).toBe(true)
    expect(asked).toMatchObject({ status: 'queued', scale: 2, engine: 'lanczos' })
    expect(asked.label).toBe('enlarged, not AI-upscaled')
    expect(await creditBalance(payload(), user.id)).toBe(2)

    await runQueued()
    const done = await loadUpscale(payload(), asked.id)
    expect(done).toMatchObject({ status: 'succeeded', creditsRefunded: 0 })
    const source = await sharp(photo).metadata()
    expect(result.width).toBe(source.width)
    expect(await storedSize(payload(), asked.id)).toEqual({
      width: result.width! * 2,
      height: result.height! * 2,
      format: 'jpeg',
    })

    const file = (await upscaleDownload(payload(), user, asked.id))!
    expect(file.name).toMatch(
      /^living-room-japandi-\d{4}-\d{2}-\d{2}-offline-preview-not-ai-x2\.jpg$/,
    )
    const bytes = Buffer.concat(await file.body.toArray())
    expect(file.bytes).toBe(bytes.length)
    const downloaded = await sharp(bytes).metadata()
    expect([downloaded.width, downloaded.height]).toEqual([result.width! * 2, result.height! * 2])
    const [view] = (await listUpscales(payload(), user, redesign.id))!
    expect(view).toMatchObject({ width: result.width! * 2, height: result.height! * 2 })
    expect(view!.download).toBe(`/api/studio/upscales/${asked.id}/download`)
    expect(await ledgerEntries(payload(), user.id, 'upscale_charge')).toBe(1)
  }, 120_000)

  it('×4 quadruples both dimensions and costs 2 credits', async () => {
    const { user, redesign, result } = await finishedRedesign(2)
    const { upscale: asked } = await upscale(user, redesign, result.id, 4)
    await runQueued()
    expect(await storedSize(payload(), asked.id)).toMatchObject({
      width: result.width! * 4,
      height: result.height! * 4,
    })
    expect(await creditBalance(payload(), user.id)).toBe(0)
  }, 120_000)

  it('asking again for the same image and scale returns the same enlargement, charged once', async () => {
    const { user, redesign, result } = await finishedRedesign(5)
    const first = await upscale(user, redesign, result.id, 2)
    const again = await upscale(user, redesign, result.id, 2)
    expect(again).toEqual({
      upscale: expect.objectContaining({ id: first.upscale.id }),
      created: false,
    })
    await runQueued()
    const done = await upscale(user, redesign, result.id, 2)
    expect(done.upscale).toMatchObject({ id: first.upscale.id, status: 'succeeded' })
    expect(await creditBalance(payload(), user.id)).toBe(4)
  }, 120_000)

  it('two requests at the same moment make one enlargement and take one charge', async () => {
    for (let round = 0; round < 3; round++) {
      const { user, redesign, result } = await finishedRedesign(5)
      const answers = await Promise.all([
        upscale(user, redesign, result.id, 4),
        upscale(user, redesign, result.id, 4),
        upscale(user, redesign, result.id, 4),
      ])
      expect(new Set(answers.map((answer) => answer.upscale.id)).size).toBe(1)
      expect(answers.filter((answer) => answer.created)).toHaveLength(1)
      expect(await creditBalance(payload(), user.id)).toBe(3)
      expect(await ledgerEntries(payload(), user.id, 'upscale_charge')).toBe(1)
    }
  }, 180_000)

  it('refuses a stranger, an image that is not a result, an unfinished redesign and a short balance, charging nothing', async () => {
    const { user, redesign, result } = await finishedRedesign(1)
    const stranger = await customerWithCredits(payload(), 'stranger', 5)
    expect(await refusal(upscale(stranger, redesign, result.id, 2))).toMatchObject({ status: 404 })
    const photoId = (redesign.input as RedesignImage).id
    expect(await refusal(upscale(user, redesign, photoId, 2))).toMatchObject({ status: 404 })
    expect(await refusal(upscale(user, redesign, result.id, 4))).toEqual({
      status: 402,
      message:
        'Enlarging ×4 costs 2 credits and your balance is 1 credit. Buy credits, or choose ×2.',
    })
    const unfinished = await createRedesign(
      payload(),
      user,
      { fields: { roomType: 'bedroom', style: 'japandi', variants: '1' }, photo },
      settings,
    )
    expect(await refusal(upscale(user, unfinished, result.id, 2))).toMatchObject({ status: 409 })
    expect(await countWhere(payload(), 'upscales', { owner: { equals: user.id } })).toBe(0)
    expect(await ledgerEntries(payload(), user.id, 'upscale_charge')).toBe(0)
    expect(await upscaleDownload(payload(), stranger, 1)).toBeNull()
  }, 120_000)

  it('a failure refunds exactly once (the source file went missing)', async () => {
    const { user, redesign, result } = await finishedRedesign(2)
    const { upscale: asked } = await upscale(user, redesign, result.id, 2)
    await removeStoredFiles(payload(), 'redesign-images', [result.filename!])
    await runQueued()
    const failed = await loadUpscale(payload(), asked.id)
    expect(failed).toMatchObject({ status: 'failed', creditsRefunded: 1 })
    expect(failed.error).toMatch(/credits have been returned/)
    expect(await creditBalance(payload(), user.id)).toBe(2)
    expect(await ledgerEntries(payload(), user.id, 'upscale_refund')).toBe(1)
  }, 120_000)
})

describe('an enlargement’s life with its redesign and account', () => {
  it('deleting the redesign removes its enlargements and their files', async () => {
    const { user, redesign, result } = await finishedRedesign(2)
    const { upscale: asked } = await upscale(user, redesign, result.id, 2)
    await runQueued()
    expect(await storedSize(payload(), asked.id)).toHaveProperty('width')
    await deleteRedesign(payload(), user, redesign.id, settings)
    expect(await countWhere(payload(), 'upscales', { owner: { equals: user.id } })).toBe(0)
    expect(
      await countWhere(payload(), 'redesign-images', {
        owner: { equals: user.id },
        kind: { equals: 'upscale' },
      }),
    ).toBe(0)
  }, 120_000)

  it('deleting the redesign before its enlargement ran gives the credits back, once', async () => {
    const { user, redesign, result } = await finishedRedesign(3)
    await upscale(user, redesign, result.id, 4)
    expect(await creditBalance(payload(), user.id)).toBe(1)
    await deleteRedesign(payload(), user, redesign.id, settings)
    expect(await creditBalance(payload(), user.id)).toBe(3)
    // The queued job finds nothing to do, and charges or refunds nothing more.
    await runQueued()
    expect(await creditBalance(payload(), user.id)).toBe(3)
    expect(await countWhere(payload(), 'upscales', { owner: { equals: user.id } })).toBe(0)
  }, 120_000)

  it('one that never finished is given up, refunded, when asked again long after its deadline', async () => {
    const { user, redesign, result } = await finishedRedesign(3)
    const { upscale: stuck } = await upscale(user, redesign, result.id, 2)
    // Its job never runs (as when the queue of an engine no longer configured holds it).
    const soon = {
      ...settings,
      redesign: { ...settings.redesign, timeoutMs: 1 },
      jobs: { ...settings.jobs, leaseMs: 1 },
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
    const { upscale: fresh, created } = await createUpscale(
      payload(),
      user,
      redesign.id,
      { image: result.id, scale: 2 },
      soon,
    )
    expect(created).toBe(true)
    expect(fresh.id).not.toBe(stuck.id)
    expect(await loadUpscale(payload(), stuck.id)).toMatchObject({
      status: 'failed',
      creditsRefunded: 1,
      error: expect.stringMatching(/credits have been returned/),
    })
    // Charged for the fresh one only: the stuck one's price came back.
    expect(await creditBalance(payload(), user.id)).toBe(2)
    await runQueued()
    expect(await loadUpscale(payload(), fresh.id)).toMatchObject({ status: 'succeeded' })
    expect(await loadUpscale(payload(), stuck.id)).toMatchObject({ status: 'failed' })
    expect(await creditBalance(payload(), user.id)).toBe(2)
  }, 120_000)

  it('refuses an enlargement past the size limit with what can be done instead', async () => {
    const { user, redesign, result } = await finishedRedesign(3)
    for (const [width, height, scale, advice] of [
      [2400, 1800, 4, /choose ×2\.$/],
      [4200, 3150, 2, /already as large as an enlargement can be/],
    ] as const) {
      await payload().update({
        collection: 'redesign-images',
        id: result.id,
        data: { width, height },
        overrideAccess: true,
      })
      const refused = await refusal(upscale(user, redesign, result.id, scale))
      expect(refused).toMatchObject({ status: 400, message: expect.stringMatching(advice) })
    }
    expect(await creditBalance(payload(), user.id)).toBe(3)
  }, 120_000)

  it('"Download my data" lists them with their image; deleting the account removes them', async () => {
    const { user, redesign, result } = await finishedRedesign(2)
    const { upscale: asked } = await upscale(user, redesign, result.id, 2)
    await runQueued()
    const records = (await collectAccountData(payload(), user.id))!
    const document = accountDataDocument(records, new Date())
    expect(document.enlargements).toEqual([
      expect.objectContaining({
        id: asked.id,
        redesign: redesign.id,
        scale: 2,
        status: 'succeeded',
        enlargement: expect.stringMatching(/^images\/enlargements\/\d+\.jpg$/),
        creditsCharged: 1,
      }),
    ])
    await payload().delete({ collection: 'users', id: user.id, overrideAccess: true })
    expect(await countWhere(payload(), 'upscales', { id: { equals: asked.id } })).toBe(0)
  }, 120_000)
})
