import sharp from 'sharp'

import { accountDataDocument } from '@/lib/account/accountDataDocument'
import { collectAccountData } from '@/lib/account/collectAccountData'
import type { Settings } from '@/lib/env'
import { redesignQueue } from '@/lib/jobs/queues'
import { idOf } from '@/lib/payload/idOf'
import { createRedesign } from '@/lib/redesign/createRedesign'
import { deleteRedesign } from '@/lib/redesign/cancelRedesign'
import { runAgain } from '@/lib/redesign/runAgain'
import { readStoredFile } from '@/lib/storage/storedFiles'
import type { RedesignImage, User } from '@/payload-types'
import { sharedPayload } from '../support/payload'
import { countWhere, customerWithCredits, loadRedesign } from '../support/records'
import { offlineRedesignSettings } from '../support/redesignSettings'
import { runToEnd, startReplicateRedesigns } from '../support/replicateRedesigns'
import { inspirationPhoto, roomPhoto } from '../support/roomPhoto'
import { runQueuedJobs } from '../support/runQueuedJobs'

/** Item 4 of issue 35: "Match a photo's style" offline and through Replicate, and its privacy. */
const payload = sharedPayload()
let photo: Buffer
let inspiration: Buffer

beforeAll(async () => {
  photo = await roomPhoto()
  inspiration = await inspirationPhoto()
}, 60_000)

const submit = (user: User, settings: Settings) =>
  createRedesign(
    payload(),
    user,
    { fields: { mode: 'match', roomType: 'living-room', variants: '1' }, photo, inspiration },
    settings,
  )

/** Mean sRGB of an image. */
const meanColour = async (image: Buffer) =>
  (await sharp(image).removeAlpha().stats()).channels.map((channel) => channel.mean)
const distance = (p: number[], q: number[]) => Math.hypot(...p.map((value, i) => value - q[i]!))

const imageDoc = (id: number) =>
  payload().findByID({
    collection: 'redesign-images',
    id,
    overrideAccess: true,
    disableErrors: true,
  })
const fileOf = async (image: RedesignImage) =>
  readStoredFile(payload(), 'redesign-images', image.filename!)

describe('matching a photo’s style with the offline engine', () => {
  it('recolours the room toward the inspiration, keeps the inspiration private, exports and deletes it', async () => {
    const settings = offlineRedesignSettings()
    const user = await customerWithCredits(payload(), 'match-offline', 5)
    const created = await submit(user, settings)
    await runQueuedJobs(payload(), redesignQueue('offline'))
    const done = await loadRedesign(payload(), created.id, 1)
    expect(done).toMatchObject({ mode: 'match', status: 'succeeded', style: null })

    // The result's mean colour moves toward the inspiration's (warm terracotta from cool greys).
    const result = (await fileOf(done.outputs![0] as RedesignImage))!
    const target = await meanColour(inspiration)
    const before = distance(await meanColour(photo), target)
    const after = distance(await meanColour(result), target)
    expect(after).toBeLessThan(before * 0.8)
    const [red, , blue] = await meanColour(result)
    expect(red! - blue!).toBeGreaterThan(0)

    const stored = done.inspiration as RedesignImage
    expect(stored).toMatchObject({ kind: 'inspiration', owner: user.id, mimeType: 'image/jpeg' })
    expect(await fileOf(stored)).toBeInstanceOf(Buffer)

    // In the data export with the room photo, under its own folder and on its redesign.
    const exported = accountDataDocument(
      (await collectAccountData(payload(), user.id))!,
      new Date(),
    )
    const path = `images/inspirations/${stored.id}.jpg`
    expect(exported.redesigns[0]).toMatchObject({ inspiration: path })
    expect(exported.images).toContainEqual(expect.objectContaining({ kind: 'inspiration', path }))

    // "Run again" stores its own copy, so deleting one redesign leaves the other's intact.
    const again = (await runAgain(payload(), user, done.id, settings))!.redesign
    const copy = idOf(again.inspiration)!
    expect(copy).not.toBe(stored.id)
    expect(await deleteRedesign(payload(), user, done.id, settings)).toBe(true)
    expect(await imageDoc(stored.id)).toBeNull()
    expect(await fileOf(stored)).toBeNull()
    expect(await countWhere(payload(), 'redesign-images', { id: { equals: copy } })).toBe(1)
  }, 120_000)
})

describe('matching a photo’s style through Replicate (the stand-in)', () => {
  it('sends both photos to FLUX.2 [pro] under input_images, room first', async () => {
    const { standIn, engine, settings } = await startReplicateRedesigns()
    try {
      const user = await customerWithCredits(payload(), 'match-replicate', 5)
      const created = await submit(user, settings)
      expect(created).toMatchObject({ engine: 'replicate', model: 'black-forest-labs/flux-2-pro' })
      await runToEnd(payload(), created.id, { engine })
      expect(await loadRedesign(payload(), created.id)).toMatchObject({ status: 'succeeded' })

      const [sent] = standIn.received('black-forest-labs/flux-2-pro')
      expect(sent!.input).toMatchObject({
        aspect_ratio: 'match_input_image',
        input_images: [expect.stringMatching(/^data:image\/jpeg;base64,/), expect.any(String)],
      })
      const [room, inspired] = [sent!.file('input_images', 0)!, sent!.file('input_images', 1)!]
      expect(await sharp(inspired).metadata()).toMatchObject({ width: 800, height: 600 })
      expect(distance(await meanColour(room), await meanColour(photo))).toBeLessThan(10)
      expect(distance(await meanColour(inspired), await meanColour(inspiration))).toBeLessThan(10)
    } finally {
      await standIn.stop()
    }
  }, 120_000)
})
