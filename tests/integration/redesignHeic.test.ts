import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

import { creditBalance } from '@/lib/credits/creditLedger'
import { createRedesign } from '@/lib/redesign/createRedesign'
import type { RedesignImage } from '@/payload-types'
import { heicFixture, truncated, vvcCoded, withImageSize } from '../support/heicFixtures'
import { offlineStudio } from '../support/offlineStudio'
import { sharedPayload } from '../support/payload'
import { countWhere, customerWithCredits } from '../support/records'

/**
 * A HEIC submitted to the studio as Chromium sends it (the file as it is): stored upright and
 * without metadata, charged once; a HEIC the pipeline refuses stores nothing and charges nothing.
 */
const payload = sharedPayload()
const studio = offlineStudio()

const fields = { roomType: 'living-room', style: 'japandi', variants: '1' }

describe('a HEIC room photo', () => {
  it('an iPhone-like portrait with GPS is stored upright, as a JPEG without metadata', async () => {
    const user = await customerWithCredits(payload(), 'heic', 2)
    const photo = heicFixture('iphone-portrait-gps.heic')
    const created = await createRedesign(payload(), user, { fields, photo }, studio.settings)
    expect(created.creditsCharged).toBe(1)
    const images = await payload().find({
      collection: 'redesign-images',
      where: { owner: { equals: user.id } },
      overrideAccess: true,
    })
    expect(images.docs).toHaveLength(1)
    const image = images.docs[0] as RedesignImage
    const stored = fs.readFileSync(
      path.join(payload().collections['redesign-images'].config.upload.staticDir!, image.filename!),
    )
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 900, height: 1200 })
    expect(meta.exif).toBeUndefined()
    expect(stored.includes('Apple', 0, 'latin1')).toBe(false)
  }, 120_000)

  it('refuses a cut-off, an unreadable-codec and a huge HEIC with their messages, charging nothing', async () => {
    const user = await customerWithCredits(payload(), 'heic-refused', 3)
    const room = heicFixture('room.heic')
    const cases: [Buffer, RegExp][] = [
      [truncated(room), /damaged or incomplete/],
      [vvcCoded(room), /HEIC photo uses a kind of compression we cannot read/],
      [withImageSize(room, 16000, 16000), /too large in pixels \(16000 × 16000\)/],
    ]
    for (const [photo, message] of cases)
      await expect(
        createRedesign(payload(), user, { fields, photo }, studio.settings),
      ).rejects.toThrow(message)
    expect(await creditBalance(payload(), user.id)).toBe(3)
    expect(await countWhere(payload(), 'redesign-images', { owner: { equals: user.id } })).toBe(0)
    expect(await countWhere(payload(), 'redesigns', { owner: { equals: user.id } })).toBe(0)
  }, 120_000)
})
