import sharp from 'sharp'

import { redesignQueue } from '@/lib/jobs/queues'
import { idOf } from '@/lib/payload/idOf'
import { createRedesign } from '@/lib/redesign/createRedesign'
import { createShare } from '@/lib/share/createShare'
import { findSharedRedesign } from '@/lib/share/findSharedRedesign'
import { sharedFile } from '@/lib/share/sharedFile'
import { sharedPageView } from '@/lib/share/sharedPageView'
import type { Redesign, RedesignImage, User } from '@/payload-types'
import { sharedPayload } from '../support/payload'
import { customerWithCredits } from '../support/records'
import { offlineStudio } from '../support/offlineStudio'
import { inspirationPhoto } from '../support/roomPhoto'
import { runQueuedJobs } from '../support/runQueuedJobs'

/**
 * What an anonymous visitor with a share link learns about the new fields: the
 * inspiration photo, the colour code, the notes, Keep structure, the structure score and refund.
 */
const payload = sharedPayload()
const studio = offlineStudio()
let inspiration: Buffer

beforeAll(async () => {
  inspiration = await inspirationPhoto()
}, 60_000)

const NOTES = '</title><script>alert(1)</script> private: my flat at 12 Secret Road'

async function finished(user: User, fields: Record<string, string>, withInspiration = false) {
  const created = await createRedesign(
    payload(),
    user,
    {
      fields: { roomType: 'living-room', variants: '1', notes: NOTES, ...fields },
      photo: studio.photo,
      inspiration: withInspiration ? inspiration : undefined,
    },
    studio.settings,
  )
  await runQueuedJobs(payload(), redesignQueue('offline'))
  return payload().findByID({
    collection: 'redesigns',
    id: created.id,
    depth: 1,
  }) as Promise<Redesign>
}

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!

describe('a shared “Match a photo’s style” result', () => {
  it('never names, links or serves the inspiration photo, the notes or Keep structure', async () => {
    const owner = await customerWithCredits(payload(), 'a35-share', 5)
    const redesign = await finished(owner, { mode: 'match', keepStructure: 'creative' }, true)
    expect(redesign.status).toBe('succeeded')
    const stored = redesign.inspiration as RedesignImage
    const token = tokenOf(
      (await createShare(payload(), owner, redesign.id, { expiry: 'none', version: 1 }))!.url,
    )

    const view = await sharedPageView(token)
    const text = JSON.stringify(view)
    expect(text).not.toContain(stored.filename!)
    expect(text).not.toContain(String(stored.url))
    expect(text).not.toContain('Secret Road')
    expect(text).not.toContain('creative')
    expect(text).not.toMatch(/inspiration/i)

    // The "before" the visitor gets is the room photo, not the inspiration.
    const shared = (await findSharedRedesign(payload(), token))!
    expect(shared.before.id).toBe(idOf(redesign.input))
    const before = await sharedFile(payload(), shared, 'before.jpg')
    const meta = await sharp(before!).metadata()
    const room = await sharp(studio.photo).metadata()
    expect(meta.width! / meta.height!).toBeCloseTo(room.width! / room.height!, 1)
    const og = await sharedFile(payload(), shared, 'og.jpg')
    expect((await sharp(og!).metadata()).width).toBe(1200)
  }, 120_000)
})

describe('a shared wall colour result', () => {
  it('titles it with the validated colour code only', async () => {
    const owner = await customerWithCredits(payload(), 'a35-share-colour', 5)
    const redesign = await finished(owner, {
      mode: 'surface',
      roomType: 'bedroom',
      surfaceArea: 'walls',
      surface: 'matte',
      surfaceColour: '#12ab34',
    })
    const token = tokenOf(
      (await createShare(payload(), owner, redesign.id, { expiry: 'none', version: 1 }))!.url,
    )
    const view = (await sharedPageView(token))!
    expect(view.title).toBe('Bedroom: Walls → #12AB34, matte paint')
  }, 120_000)
})

describe('the structure gate’s refund on a shared result', () => {
  it('is not told to anonymous visitors (it is the owner’s billing)', async () => {
    const owner = await customerWithCredits(payload(), 'a35-share-refund', 5)
    const redesign = await finished(owner, { style: 'japandi' })
    const output = (redesign.outputs ?? [])[0] as RedesignImage
    // As the gate leaves a result that broke the room twice: scored, retried, refunded.
    await payload().update({
      collection: 'redesign-images',
      id: output.id,
      data: { structureScore: 31, structureRetried: true, structureRefunded: true },
      overrideAccess: true,
    })
    const token = tokenOf(
      (await createShare(payload(), owner, redesign.id, { expiry: 'none', version: 1 }))!.url,
    )
    const view = (await sharedPageView(token))!
    // The public page renders ResultMarks(after): "⚠ The room's structure changed: refunded".
    expect(view.after).not.toMatchObject({ structureRefunded: true })
  }, 120_000)
})
